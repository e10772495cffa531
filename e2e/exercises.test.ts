/**
 * The n8n exercises board: four session tabs (the first active), one exercise open at a time,
 * completion per exercise remembered across reloads, per-session progress, solution download.
 * Exercises, counts and labels come from content/bootcamp-n8n-exercises.mdx and labels.yaml.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FrontmatterOf } from '../content/schema.ts';
import type { OpenedPage } from '../scripts/testing/browser/browser.ts';
import { sharedPagesForThisFile } from '../scripts/testing/browser/sharedPages.ts';
import { listContentPages, readSiteData } from '../scripts/testing/content.ts';

const ROUTE = '/bootcamp-n8n-exercises';
const { labels, contacts } = readSiteData();
const page = listContentPages().find((p) => p.route === ROUTE);
if (page?.frontmatter.type !== 'exercises') throw new Error(`${ROUTE} is missing or not of kind "exercises"`);
const { sessions, actions } = page.frontmatter as FrontmatterOf<'exercises'>;
const total = sessions.reduce((sum, session) => sum + session.exercises.length, 0);

/** Pages sent from route to route: a fresh context for each visit cost a second of the browser's time. */
const tabs = sharedPagesForThisFile();

async function withBoard(test: (opened: OpenedPage) => Promise<void>, javaScriptEnabled = true): Promise<void> {
  const opened = await tabs.open(ROUTE, { javaScriptEnabled });
  try {
    if (javaScriptEnabled) await boardReady(opened.page);
    await test(opened);
  } finally {
    await opened.close();
  }
}

/** The board restores progress once enhanced; until then its counts are the pre-rendered zeros. */
async function boardReady(page: Page): Promise<void> {
  await page.locator('[data-behavior="exerciseBoard"][data-enhanced]').waitFor({ state: 'attached' });
  await page.locator('[data-behavior="tabs"][data-enhanced]').waitFor({ state: 'attached' });
}

const tab = (page: Page, index: number) => page.getByRole('tab', { name: `${labels.sessionRange} ${index + 1}`, exact: true });
const panel = (page: Page, index: number) => page.locator(`#tab-session${index + 1}`);
const card = (page: Page, id: string) => page.locator(`[data-exercise="${id}"]`);
const progressRow = (page: Page, index: number) => page.locator(`[data-progress="session${index + 1}"]`);

async function visiblePanels(page: Page): Promise<number[]> {
  const shown: number[] = [];
  for (let index = 0; index < sessions.length; index++) if (await panel(page, index).isVisible()) shown.push(index);
  return shown;
}

async function openCards(page: Page): Promise<string[]> {
  return page.locator('[data-exercise]:has(details[open])').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.exercise ?? ''));
}

function detailsToggle(cardLocator: Locator): Locator {
  return cardLocator.locator('summary');
}

// Each case opens a page of its own (its own storage too), so they load side by side; five at once
// share the machine, so each is given twice the time it would have alone.
describe.concurrent('the exercises page', { timeout: 60_000 }, () => {
  it('has 4 sessions of 3, 3, 3 and 4 exercises, and its headline counts them', ({ expect }) => withBoard(async ({ page: browserPage }) => {
    expect(sessions.map((session) => session.exercises.length)).toEqual([3, 3, 3, 4]);
    expect(await browserPage.locator('h1').innerText()).toContain(String(total));
    expect(await browserPage.locator('[data-exercise]').count()).toBe(total);
    const ids = sessions.flatMap((session, s) => session.exercises.map((exercise, e) => [exercise.id, `ex${s + 1}-${e + 1}`]));
    for (const [id, expected] of ids) expect(id).toBe(expected);
  }));

  it('shows session 1 first and switches panels with the tabs and the arrow keys', ({ expect }) => withBoard(async ({ page: browserPage }) => {
    expect(await tab(browserPage, 0).getAttribute('aria-selected')).toBe('true');
    expect(await visiblePanels(browserPage)).toEqual([0]);

    await tab(browserPage, 2).click();
    expect(await visiblePanels(browserPage)).toEqual([2]);
    expect(await tab(browserPage, 2).getAttribute('aria-selected')).toBe('true');
    expect(await tab(browserPage, 0).getAttribute('aria-selected')).toBe('false');
    // The first card comes in the tap's frame, the others right after it.
    for (const exercise of sessions[2]?.exercises ?? []) await expect.poll(() => card(browserPage, exercise.id).isVisible()).toBe(true);

    await tab(browserPage, 2).focus();
    await browserPage.keyboard.press('ArrowRight');
    expect(await visiblePanels(browserPage)).toEqual([3]);
    await browserPage.keyboard.press('ArrowRight');
    expect(await visiblePanels(browserPage)).toEqual([0]);
  }));

  it('opens one exercise at a time, and closes it on a second click', ({ expect }) => withBoard(async ({ page: browserPage }) => {
    const [first, second] = sessions[0]?.exercises ?? [];
    if (!first || !second) throw new Error('session 1 needs two exercises');
    const firstCard = card(browserPage, first.id);
    expect(await firstCard.getByText(first.objectives[0] ?? '', { exact: true }).isVisible()).toBe(false);

    await detailsToggle(firstCard).click();
    expect(await openCards(browserPage)).toEqual([first.id]);
    expect(await detailsToggle(firstCard).innerText()).toContain(labels.exercises.collapse);
    // The objectives come in the tap's frame, the steps and resources right after it.
    for (const text of [first.objectives[0], first.steps[0]?.instruction, first.steps[0]?.deliverable, first.resources[0]]) {
      await expect.poll(() => firstCard.getByText(text ?? '', { exact: false }).first().isVisible()).toBe(true);
    }

    await detailsToggle(card(browserPage, second.id)).click();
    expect(await openCards(browserPage)).toEqual([second.id]);

    await detailsToggle(card(browserPage, second.id)).click();
    expect(await openCards(browserPage)).toEqual([]);
    expect(await detailsToggle(firstCard).innerText()).toContain(labels.exercises.details);
  }));

  it('counts completed exercises per session, and remembers them after a reload', ({ expect }) => withBoard(async ({ page: browserPage }) => {
    const session = sessions[0];
    const [first, second] = session?.exercises ?? [];
    if (!session || !first || !second) throw new Error('session 1 needs two exercises');
    const row = progressRow(browserPage, 0);
    const size = session.exercises.length;
    expect(await row.innerText()).toContain(`0/${size}`);

    const toggle = card(browserPage, first.id).getByRole('button', { name: labels.exercises.markDone });
    await toggle.click();
    expect(await card(browserPage, first.id).locator('[data-complete]').getAttribute('aria-pressed')).toBe('true');
    expect(await row.innerText()).toContain(`1/${size}`);
    expect(await row.locator('[data-percent]').innerText()).toBe(`${Math.round((1 / size) * 100)}%`);

    await card(browserPage, second.id).getByRole('button', { name: labels.exercises.markDone }).click();
    expect(await row.locator('[data-percent]').innerText()).toBe(`${Math.round((2 / size) * 100)}%`);
    expect(await progressRow(browserPage, 1).locator('[data-percent]').innerText()).toBe('0%');

    await browserPage.reload();
    await boardReady(browserPage);
    await expect.poll(() => row.locator('[data-percent]').innerText()).toBe(`${Math.round((2 / size) * 100)}%`);
    expect(await card(browserPage, first.id).locator('[data-complete]').getAttribute('aria-pressed')).toBe('true');

    await card(browserPage, first.id).getByRole('button', { name: labels.exercises.done }).click();
    expect(await row.innerText()).toContain(`1/${size}`);
  }));

  it('shows the sample solution when a card opens, and downloads it as a file', ({ expect }) => withBoard(async ({ page: browserPage }) => {
    const exercise = sessions[0]?.exercises[0];
    if (!exercise) throw new Error('no exercise');
    const target = card(browserPage, exercise.id);
    await detailsToggle(target).click();
    await expect.poll(() => target.locator('[data-solution-src]').innerText()).toBe(exercise.solution.content.trimEnd());

    const [download] = await Promise.all([
      browserPage.waitForEvent('download'),
      target.getByRole('link', { name: labels.exercises.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(exercise.solution.fileName);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(exercise.solution.content);
  }));

  it('keeps the solutions out of the page itself, as files beside it', ({ expect }) => withBoard(async ({ page: browserPage }) => {
    const html = await browserPage.content();
    const [first] = sessions[0]?.exercises ?? [];
    expect(first && html.includes(first.solution.content.slice(0, 80).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;'))).toBe(false);
    // Inside the closed card, so found by its text rather than as a visible link.
    const link = card(browserPage, first?.id ?? '').locator('a', { hasText: labels.exercises.view });
    expect(await link.getAttribute('href')).toBe(`${ROUTE}/${first?.solution.fileName}`);
  }, false));

  it('links the fork and community buttons to the shared repository and group', ({ expect }) => withBoard(async ({ page: browserPage }) => {
    for (const action of actions?.progress ?? []) {
      const link = browserPage.getByRole('link', { name: action.label, exact: true });
      expect(await link.getAttribute('href')).toBe(contacts[action.contact ?? '']?.href);
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(actions?.progress?.length).toBe(2);
  }));

  it('shows every exercise without JavaScript, session by session', ({ expect }) => withBoard(async ({ page: browserPage }) => {
    expect(await visiblePanels(browserPage)).toEqual(sessions.map((_, index) => index));
    expect(await browserPage.getByRole('tab').first().isVisible()).toBe(false);
  }, false));
});
