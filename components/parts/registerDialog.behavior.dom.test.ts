import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSiteData } from '../../scripts/testing/content.ts';
import { behaviorRoot, ignoreUnloadedFrames, mountMarkup } from '../../scripts/testing/dom/mountMarkup.ts';
import { RegisterButton } from './RegisterButton.tsx';
import { enhance } from './registerDialog.behavior.ts';

const { labels } = readSiteData();
const FORM = 'https://docs.google.com/forms/d/e/EXAMPLE/viewform?embedded=true';
const CONTACT = { kind: 'link', label: 'Chat Zalo với tư vấn viên', link: { href: 'https://zalo.me/0900000000', target: '_blank', rel: 'noopener noreferrer' }, icon: 'chat' } as const;

let dialog: HTMLDialogElement;

beforeEach(() => {
  ignoreUnloadedFrames();
  mountMarkup(createElement(RegisterButton, { form: FORM, title: 'Bootcamp ChatGPT Signal Bot', label: 'Đăng ký ngay', labels, contact: CONTACT }));
  const root = behaviorRoot('registerDialog');
  enhance(root);
  dialog = root.querySelector('dialog')!;
  // Opening is the shell's (renderer/shell/registerDialog.ts); the behaviour only adds to an open dialog.
  dialog.showModal();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const closeControl = () => dialog.querySelector<HTMLButtonElement>(`button[aria-label="${labels.close}"]`)!;
const frame = () => dialog.querySelector('iframe')!;

describe('the register dialog behaviour', () => {
  it('sends Tab from the close control to the form, and leaves Shift+Tab to go round to the last way to register', () => {
    closeControl().focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    closeControl().dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(frame());
    const back = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true });
    closeControl().dispatchEvent(back);
    expect(back.defaultPrevented).toBe(false);
  });

  it('goes round at either end: past the last link to the close control, back from the start to the last link', () => {
    const elsewhere = [...dialog.querySelectorAll<HTMLAnchorElement>('[data-register-elsewhere] a')];
    expect(elsewhere.map((link) => link.textContent)).toEqual([labels.registerDialog.newTab, CONTACT.label]);
    dialog.querySelector<HTMLElement>('[data-focus-end]')!.focus();
    expect(document.activeElement).toBe(closeControl());
    dialog.querySelector<HTMLElement>('[data-focus-start]')!.focus();
    expect(document.activeElement).toBe(elsewhere.at(-1));
  });

  it('lets Tab skip a form that has stalled, which is hidden, to the link opening it in a new tab', () => {
    dialog.toggleAttribute('data-form-stalled', true);
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    closeControl().dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
  });
});
