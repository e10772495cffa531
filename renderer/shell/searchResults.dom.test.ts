import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readSiteData } from '../../scripts/testing/content.ts';
import { SearchDialog } from '../../components/shell/SearchDialog.tsx';
import { mountMarkup } from '../../scripts/testing/dom/mountMarkup.ts';
import type { SearchEntry } from '../../lib/searchPages.ts';
import { connectSearch } from './searchResults.ts';

const { labels } = readSiteData();
const entry = (title: string, url: string): SearchEntry => ({ title, url, description: '', headings: [] });
const INDEX = [entry('Lập trình Bot Auto Trading', '/bot'), entry('Workshop Đường tới <AI>', '/workshop'), entry('Lịch khai giảng', '/lich')];

let dialog: HTMLDialogElement;
let input: HTMLInputElement;

beforeEach(() => {
  mountMarkup(createElement(SearchDialog, { indexUrl: '/search-index.json', labels: readSiteData().labels }));
  dialog = document.querySelector('dialog')!;
  input = dialog.querySelector('input')!;
  dialog.showModal();
});

function type(text: string): void {
  input.value = text;
  input.dispatchEvent(new Event('input'));
}

const links = () => [...dialog.querySelectorAll<HTMLAnchorElement>('ul a')];
const visibleText = (text: string) => [...dialog.querySelectorAll<HTMLElement>('p')].some((p) => !p.hidden && p.textContent === text);

describe('the search results', () => {
  it('searches at once what was typed before the code and the index arrived', () => {
    input.value = 'lap trinh';
    connectSearch(dialog, INDEX);
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/bot']);
  });

  it('follows each keystroke, marking the letters that matched as the title writes them', () => {
    connectSearch(dialog, INDEX);
    type('duong');
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/workshop']);
    expect(links()[0]?.querySelector('mark')?.textContent).toBe('Đường');
    type('khai');
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/lich']);
  });

  it('shows titles as text, never as markup', () => {
    connectSearch(dialog, INDEX);
    type('workshop');
    const title = links()[0]?.querySelector('[data-result-title]');
    expect(title?.textContent).toBe('Workshop Đường tới <AI>');
    expect(title?.querySelector('ai')).toBeNull();
  });

  it('says so when nothing matches, and shows the hint again when the query is cleared', () => {
    connectSearch(dialog, INDEX);
    expect(visibleText(labels.searchHint)).toBe(true);
    type('qxzv');
    expect(links()).toEqual([]);
    expect(visibleText(labels.searchEmpty)).toBe(true);
    expect(visibleText(labels.searchHint)).toBe(false);
    type('  ');
    expect(visibleText(labels.searchEmpty)).toBe(false);
    expect(visibleText(labels.searchHint)).toBe(true);
  });

  it('closes the overlay when a result is chosen', () => {
    connectSearch(dialog, INDEX);
    type('bot');
    links()[0]?.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(dialog.open).toBe(false);
  });

  it('moves from the field through the results and back with ↓ and ↑', () => {
    connectSearch(dialog, INDEX);
    type('a');
    const press = (key: string) => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    input.focus();
    press('ArrowDown');
    expect(document.activeElement).toBe(links()[0]);
    press('ArrowDown');
    expect(document.activeElement).toBe(links()[1]);
    press('ArrowUp');
    press('ArrowUp');
    expect(document.activeElement).toBe(input);
    press('ArrowUp');
    expect(document.activeElement).toBe(links().at(-1));
  });

  it('leaves out what is not a page entry in the index', () => {
    connectSearch(dialog, [INDEX[0], { title: 'Bot không có địa chỉ' }, null, 'bot']);
    type('bot');
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/bot']);
  });
});
