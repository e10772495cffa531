/**
 * The home page's FAQ accordion (content/index.mdx frontmatter `faq`): closed at first,
 * one answer open at a time, and the open question folds away again on a second click.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OpenedPage } from '../scripts/testing/browser/browser.ts';
import { sharedPagesForThisFile } from '../scripts/testing/browser/sharedPages.ts';
import { readHomePage } from '../scripts/testing/content.ts';

const { faq } = readHomePage().frontmatter;

/** Pages sent from route to route: a fresh context for each visit cost a second of the browser's time. */
const tabs = sharedPagesForThisFile();

async function withFaq(test: (page: Page, items: Locator) => Promise<void>, options: { javaScriptEnabled?: boolean } = {}): Promise<void> {
  const opened: OpenedPage = await tabs.open('/', options);
  try {
    await test(opened.page, opened.page.locator('#faq details'));
  } finally {
    await opened.close();
  }
}

/** The question and answer of item `index`, as the visitor sees them. */
function itemAt(items: Locator, index: number): { question: Locator; answer: Locator } {
  const item = items.nth(index);
  return { question: item.locator(':scope > summary'), answer: item.locator(':scope > :not(summary)') };
}

/** Which answers are showing, by position. */
async function openAnswers(items: Locator): Promise<number[]> {
  const shown: number[] = [];
  for (let index = 0; index < (await items.count()); index++) {
    if (await itemAt(items, index).answer.isVisible()) shown.push(index);
  }
  return shown;
}

// Each case opens a page of its own, so they load side by side; five at once share the machine, so
// each is given twice the time it would have alone.
describe.concurrent('the FAQ', { timeout: 60_000 }, () => {
  it('lists every question of the frontmatter, all closed, in the pre-rendered page', ({ expect }) => withFaq(async (_page, items) => {
    expect(await items.count()).toBe(faq.length);
    for (const [index, item] of faq.entries()) {
      const { question, answer } = itemAt(items, index);
      expect((await question.innerText()).trim()).toBe(item.question);
      expect(await question.isVisible()).toBe(true);
      expect(await answer.isVisible()).toBe(false);
    }
  }, { javaScriptEnabled: false }));

  it('shows an answer when its question is clicked', ({ expect }) => withFaq(async (_page, items) => {
    expect(await openAnswers(items)).toEqual([]);
    const first = faq[0];
    if (!first) throw new Error('the home page has no FAQ');

    await itemAt(items, 0).question.click();
    await expect.poll(() => itemAt(items, 0).answer.isVisible()).toBe(true);
    expect((await itemAt(items, 0).answer.innerText()).trim()).toBe(first.answer);
    expect(await openAnswers(items)).toEqual([0]);
  }));

  it('keeps one answer open at a time', ({ expect }) => withFaq(async (_page, items) => {
    const last = faq.length - 1;
    await itemAt(items, 0).question.click();
    await expect.poll(() => openAnswers(items)).toEqual([0]);

    await itemAt(items, 1).question.click();
    await expect.poll(() => openAnswers(items)).toEqual([1]);

    await itemAt(items, last).question.click();
    await expect.poll(() => openAnswers(items)).toEqual([last]);
    expect((await itemAt(items, last).answer.innerText()).trim()).toBe(faq[last]?.answer);
  }));

  it('folds the open answer away when its question is clicked again', ({ expect }) => withFaq(async (_page, items) => {
    await itemAt(items, 2).question.click();
    await expect.poll(() => openAnswers(items)).toEqual([2]);

    await itemAt(items, 2).question.click();
    await expect.poll(() => openAnswers(items)).toEqual([]);
  }));
});
