/**
 * The search overlay: a modal dialog in every page's HTML that opens on the first tap, whose index
 * and results code load only when the visitor is about to use it (never React), matching page titles
 * without regard to case, tone marks or đ/d; what is typed before they arrive is kept and searched.
 * Queries are taken from the built index (dist/client/search-index.json), labels from labels.yaml.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { z } from 'zod';
import { DESKTOP, launchBrowser, MOBILE, openPage, type OpenedPage } from '../scripts/testing/browser/browser.ts';
import { builtSiteDir, readSiteData } from '../scripts/testing/content.ts';
import { openWithShellHeld } from '../scripts/testing/browser/heldShell.ts';
import { hasLoadedReact, recordScripts } from '../scripts/testing/browser/scripts.ts';
import { hasFocus } from '../scripts/testing/browser/shell.ts';

const { labels } = readSiteData();
const INDEX_FILE = 'search-index.json';
/** The results code's chunk, named after renderer/shell/searchResults.ts. */
const RESULTS_CODE = /\/searchResults[^/]*\.js$/;
/** The smallest height a tap target may have (house rule for buttons). */
const MIN_BUTTON_HEIGHT = 44;
const index = z.array(z.object({ title: z.string(), url: z.string(), description: z.string(), headings: z.array(z.string()) }))
  .parse(JSON.parse(readFileSync(path.join(builtSiteDir, INDEX_FILE), 'utf8')));
const homeEntry = index.find((entry) => entry.url === '/');

/** Vietnamese without tone marks or vowel diacritics, đ/Đ as d/D, case kept (written here, not imported, to check the site's own). */
function stripMarks(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
}

/** Runs of `size` words of `text` that stand next to each other and are letters only. */
function wordRuns(text: string, size: number): string[] {
  const runs: string[] = [];
  const words = text.split(/\s+/);
  words.forEach((_, start) => {
    const run = words.slice(start, start + size);
    if (run.length === size && run.every((word) => /^\p{L}+$/u.test(word))) runs.push(run.join(' '));
  });
  return runs;
}

/** Three-word phrases of the home page's title that carry tone marks: the first and the last. */
const titlePhrases = (() => {
  const marked = wordRuns(homeEntry?.title ?? '', 3).filter((run) => stripMarks(run) !== run);
  return [...new Set([marked[0], marked.at(-1)])].filter((run) => run !== undefined);
})();

/** A two-word phrase of the index that starts with a word containing đ or Đ. */
const dPhrase = index
  .flatMap((entry) => [entry.title, ...entry.headings, entry.description])
  .flatMap((text) => wordRuns(text, 2))
  .find((run) => /^\S*[đĐ]/.test(run));

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface SearchPage extends OpenedPage {
  /** The test's own expect: its cases run side by side, and expect.poll must know which one polls. */
  expect: ExpectStatic;
  button: Locator;
  dialog: Locator;
  input: Locator;
  results: Locator;
  empty: Locator;
  /** Requests for the search index so far. */
  indexRequests(): string[];
  /** Requests for the results code so far. */
  codeRequests(): string[];
  hasLoadedReact(): Promise<boolean>;
}

async function withSearch(expect: ExpectStatic, test: (search: SearchPage) => Promise<void>, viewport: { width: number; height: number } = DESKTOP): Promise<void> {
  const indexRequests: string[] = [];
  let scripts: ReturnType<typeof recordScripts> | undefined;
  const opened = await openPage(browser, '/', {
    ...viewport,
    beforeNavigation: (page) => {
      scripts = recordScripts(page);
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith(`/${INDEX_FILE}`)) indexRequests.push(request.url());
      });
    },
  });
  const { page } = opened;
  const dialog = page.locator('dialog').filter({ has: page.getByPlaceholder(labels.searchPlaceholder) });
  try {
    // The shell, which wires the search button, ran before the load event openPage waited for.
    await test({
      ...opened,
      expect,
      button: page.getByRole('button', { name: labels.search, exact: true }),
      dialog,
      input: dialog.getByRole('textbox'),
      results: dialog.locator('a[href]'),
      empty: dialog.getByText(labels.searchEmpty, { exact: true }),
      indexRequests: () => [...indexRequests],
      codeRequests: () => (scripts?.requested() ?? []).filter((url) => RESULTS_CODE.test(new URL(url).pathname)),
      hasLoadedReact: () => (scripts ? hasLoadedReact(scripts) : Promise.resolve(false)),
    });
  } finally {
    await opened.close();
  }
}

/** Whether the dialog is open as a modal (the rest of the page inert behind it), as it is from the frame after it opens. */
function isModalOpen(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => element instanceof HTMLDialogElement && element.open && element.matches(':modal'));
}

async function openSearch({ button, dialog, expect }: SearchPage): Promise<void> {
  await button.click();
  await expect.poll(() => isModalOpen(dialog), { timeout: 10_000 }).toBe(true);
}

/** Types a query and waits for the index to have answered (results or the empty message). */
async function runQuery({ input, results, empty, expect }: SearchPage, query: string): Promise<string[]> {
  await input.fill(query);
  await expect.poll(async () => (await results.count()) > 0 || (await empty.isVisible())).toBe(true);
  return results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

function resultLink(page: Page, dialog: Locator, title: string): Locator {
  return dialog.locator('a[href]').filter({ has: page.getByText(title, { exact: true }) });
}

/** The search dialog's parts on a page whose search code is held back, and a query that finds the home page. */
function heldSearchParts(page: Page) {
  const dialog = page.locator('dialog').filter({ has: page.getByPlaceholder(labels.searchPlaceholder) });
  if (!homeEntry) throw new Error(`${INDEX_FILE} has no entry for /`);
  return {
    dialog,
    input: dialog.getByRole('textbox'),
    results: dialog.locator('a[href]'),
    query: stripMarks(titlePhrases[0] ?? '').toLowerCase(),
    homeUrl: homeEntry.url,
  };
}

// Each case opens a page of its own, so they load side by side; five at once share the machine, so
// each is given twice the time it would have alone.
describe.concurrent('the search overlay', { timeout: 60_000 }, () => {
  it('is a closed dialog with its labelled field in the pre-rendered page, and no button without JavaScript, where it could not search', async ({ expect }) => {
    const { page, close } = await openPage(browser, '/', { javaScriptEnabled: false });
    try {
      const dialog = page.locator('dialog');
      expect(await dialog.count()).toBe(1);
      expect(await dialog.isVisible()).toBe(false);
      expect(await dialog.getByRole('textbox', { name: labels.search, exact: true, includeHidden: true }).getAttribute('placeholder')).toBe(labels.searchPlaceholder);
      expect(await page.locator('header button').filter({ hasText: labels.search }).count()).toBe(1);
      expect(await page.getByRole('button', { name: labels.search, exact: true }).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('loads neither the index nor the results code until the button is about to be used, then both, and never React', ({ expect }) => withSearch(expect, async (search) => {
    // Not even once the page has gone quiet: whatever it loads by itself has been asked for by then.
    await search.page.waitForLoadState('networkidle');
    expect(search.indexRequests()).toEqual([]);
    expect(search.codeRequests()).toEqual([]);

    await openSearch(search);
    await expect.poll(() => search.indexRequests().length).toBe(1);
    await expect.poll(() => search.codeRequests().length).toBe(1);
    expect((await runQuery(search, titlePhrases[0] ?? '')).length).toBeGreaterThan(0);
    expect(await search.hasLoadedReact()).toBe(false);

    // Once loaded, the index is kept: opening again asks for nothing more.
    await search.page.keyboard.press('Escape');
    await expect.poll(() => isModalOpen(search.dialog)).toBe(false);
    await openSearch(search);
    expect(search.indexRequests()).toHaveLength(1);
    expect(search.codeRequests()).toHaveLength(1);
  }));

  it('opens on the first tap while the index and its code are held back, keeps what is typed and searches it when they arrive', async ({ expect }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    const heldRequests: string[] = [];
    const hold = (page: Page, url: RegExp) => page.route(url, async (route) => {
      heldRequests.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    const opened = await openPage(browser, '/', {
      ...MOBILE,
      beforeNavigation: async (page) => {
        await hold(page, new RegExp(`/${INDEX_FILE.replace('.', '\\.')}$`));
        await hold(page, RESULTS_CODE);
      },
    });
    try {
      const { page, consoleErrors } = opened;
      const { dialog, input, results, query, homeUrl } = heldSearchParts(page);

      await page.getByRole('button', { name: labels.search, exact: true }).click();
      await expect.poll(() => isModalOpen(dialog)).toBe(true);
      expect(await hasFocus(input)).toBe(true);
      await expect.poll(() => heldRequests.length).toBe(2);
      await page.keyboard.type(query);
      expect(await results.count()).toBe(0);

      release();
      await expect.poll(() => results.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toContain(homeUrl);
      expect(await input.inputValue()).toBe(query);
      expect(await hasFocus(input)).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      release();
      await opened.close();
    }
  });

  // Alone: the held shell's helper polls with the global expect, which knows only a test that runs by itself.
  it.sequential('opens on a tap that comes before the shell’s code has run, and searches what was typed once it has', async () => {
    const opened = await openWithShellHeld(browser, '/', MOBILE);
    const { page, consoleErrors, release } = opened;
    try {
      const { dialog, input, results, query, homeUrl } = heldSearchParts(page);

      await page.getByRole('button', { name: labels.search, exact: true }).click();
      await expect.poll(() => isModalOpen(dialog)).toBe(true);
      await input.focus();
      await page.keyboard.type(query);
      expect(await results.count()).toBe(0);

      release();
      // The shell, then the index and the results code, all arrive after the release: more than
      // expect.poll's default second on a busy machine (it failed so once in CI).
      await expect.poll(() => results.evaluateAll((links) => links.map((link) => link.getAttribute('href'))), { timeout: 5000 }).toContain(homeUrl);
      expect(await input.inputValue()).toBe(query);
      expect(consoleErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('is open with focus in its field as the tap is handled, and modal from the frame after, keeping what was typed', ({ expect }) => withSearch(expect, async (search) => {
    const states = await search.page.evaluate(async () => {
      const dialog = document.querySelector<HTMLDialogElement>('dialog[data-search-index]');
      const input = dialog?.querySelector('input');
      document.querySelector<HTMLElement>('[data-search-open]')?.click();
      const atOnce = { open: dialog?.open, modal: dialog?.matches(':modal'), focused: document.activeElement === input };
      if (input) input.value = 'bo';
      const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      await painted();
      await painted();
      return { atOnce, after: { modal: dialog?.matches(':modal'), focused: document.activeElement === input, value: input?.value } };
    });
    expect(states).toEqual({ atOnce: { open: true, modal: false, focused: true }, after: { modal: true, focused: true, value: 'bo' } });
  }));

  it('opens a modal dialog with the placeholder, ready to type in, from a button at least 44 px tall', ({ expect }) => withSearch(expect, async (search) => {
    expect((await search.button.boundingBox())?.height).toBeGreaterThanOrEqual(MIN_BUTTON_HEIGHT);
    await openSearch(search);
    expect(await search.dialog.isVisible()).toBe(true);
    expect(await search.input.getAttribute('placeholder')).toBe(labels.searchPlaceholder);
    expect(await hasFocus(search.input)).toBe(true);
    await search.page.keyboard.type('bot');
    expect(await search.input.inputValue()).toBe('bot');
  }));

  it('finds the home page from its title typed without tone marks', ({ expect }) => withSearch(expect, async (search) => {
    if (!homeEntry) throw new Error(`${INDEX_FILE} has no entry for /`);
    expect(titlePhrases.length).toBeGreaterThan(0);
    await openSearch(search);
    for (const phrase of titlePhrases) {
      const query = stripMarks(phrase).toLowerCase();
      expect(query).not.toBe(phrase.toLowerCase());
      expect(await runQuery(search, query), `results for "${query}"`).toContain(homeEntry.url);
      expect(await resultLink(search.page, search.dialog, homeEntry.title).getAttribute('href')).toBe(homeEntry.url);
    }
  }));

  it('treats đ and d, and upper and lower case, alike', ({ expect }) => withSearch(expect, async (search) => {
    if (!dPhrase) throw new Error(`${INDEX_FILE} has no word with đ to search for`);
    await openSearch(search);
    const expected = await runQuery(search, dPhrase);
    expect(expected.length).toBeGreaterThan(0);
    for (const variant of [stripMarks(dPhrase), dPhrase.toUpperCase(), stripMarks(dPhrase).toUpperCase(), stripMarks(dPhrase).toLowerCase()]) {
      expect(await runQuery(search, variant), `results for "${variant}"`).toEqual(expected);
    }
    if (!homeEntry) return;
    const title = titlePhrases[0] ?? homeEntry.title;
    expect(await runQuery(search, title.toUpperCase())).toContain(homeEntry.url);
  }));

  it('says so when nothing matches, and clearing the query clears the results', ({ expect }) => withSearch(expect, async (search) => {
    const nonsense = 'qxzv';
    expect(index.some((entry) => JSON.stringify(entry).toLowerCase().includes(nonsense))).toBe(false);
    await openSearch(search);

    expect(await runQuery(search, nonsense)).toEqual([]);
    expect(await search.empty.isVisible()).toBe(true);
    expect((await search.empty.innerText()).trim()).toBe(labels.searchEmpty);

    await search.input.fill('');
    expect(await search.results.count()).toBe(0);
    expect(await search.empty.isVisible()).toBe(false);

    const phrase = titlePhrases[0];
    if (!phrase) throw new Error('no phrase of the home title to search for');
    expect((await runQuery(search, phrase)).length).toBeGreaterThan(0);
    await search.input.fill('');
    expect(await search.results.count()).toBe(0);
    expect(await search.empty.isVisible()).toBe(false);
  }));

  it('closes with its close button', ({ expect }) => withSearch(expect, async (search) => {
    await openSearch(search);
    await search.dialog.getByRole('button', { name: labels.close, exact: true }).click();
    await expect.poll(() => isModalOpen(search.dialog)).toBe(false);
    expect(await search.dialog.isVisible()).toBe(false);
  }));

  it('closes on Escape and gives focus back to the search button', ({ expect }) => withSearch(expect, async (search) => {
    await openSearch(search);
    await search.page.keyboard.press('Escape');
    await expect.poll(() => isModalOpen(search.dialog)).toBe(false);
    await expect.poll(() => hasFocus(search.button)).toBe(true);
  }));

  it('closes on a click on the backdrop, outside the panel', ({ expect }) => withSearch(expect, async (search) => {
    await openSearch(search);
    const corner = { x: DESKTOP.width - 8, y: DESKTOP.height - 8 };
    const panel = await search.input.evaluate((input) => {
      const box = input.closest('dialog > *')?.getBoundingClientRect();
      return box ? { right: box.right, bottom: box.bottom } : null;
    });
    expect(panel !== null && (corner.x > panel.right || corner.y > panel.bottom)).toBe(true);

    await search.page.mouse.click(corner.x, corner.y);
    await expect.poll(() => isModalOpen(search.dialog)).toBe(false);
  }));

  it('stays open on a click inside the panel', ({ expect }) => withSearch(expect, async (search) => {
    await openSearch(search);
    await search.input.click();
    const phrase = titlePhrases[0];
    if (!phrase) throw new Error('no phrase of the home title to search for');
    expect((await runQuery(search, phrase)).length).toBeGreaterThan(0);
    expect(await isModalOpen(search.dialog)).toBe(true);
  }));

  it('links each result to its page and closes when one is chosen', ({ expect }) => withSearch(expect, async (search) => {
    if (!homeEntry) throw new Error(`${INDEX_FILE} has no entry for /`);
    const phrase = titlePhrases[0];
    if (!phrase) throw new Error('no phrase of the home title to search for');
    await openSearch(search);
    await runQuery(search, stripMarks(phrase));
    const link = resultLink(search.page, search.dialog, homeEntry.title);
    expect(await link.getAttribute('href')).toBe(homeEntry.url);

    // Answer the navigation with 204 No Content, so the browser stays on this page and shows whether the overlay closed.
    const followed: string[] = [];
    await search.page.route((url) => url.pathname === homeEntry.url, async (route) => {
      if (!route.request().isNavigationRequest()) return route.continue();
      followed.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    // Chosen with the keyboard (Enter clicks the link just the same): a pointer resting on the link would
    // have Speculation Rules prefetch its page, and the navigation would use that copy, out of the route's sight.
    await search.input.focus();
    const stops = await search.results.count();
    for (let press = 0; press < stops && !(await hasFocus(link)); press++) await search.page.keyboard.press('ArrowDown');
    expect(await hasFocus(link)).toBe(true);
    await search.page.keyboard.press('Enter');
    await expect.poll(() => followed.length).toBe(1);
    await expect.poll(() => isModalOpen(search.dialog)).toBe(false);
  }));

  it('marks the letters that matched in each title, as written', ({ expect }) => withSearch(expect, async (search) => {
    if (!homeEntry) throw new Error(`${INDEX_FILE} has no entry for /`);
    const phrase = titlePhrases[0];
    if (!phrase) throw new Error('no phrase of the home title to search for');
    await openSearch(search);
    await runQuery(search, stripMarks(phrase).toLowerCase());
    expect(await resultLink(search.page, search.dialog, homeEntry.title).locator('mark').allInnerTexts()).toEqual([phrase]);
  }));

  it('opens from the keyboard with "/" or Ctrl+K, and moves between the field and the results with the arrow keys', ({ expect }) => withSearch(expect, async (search) => {
    for (const shortcut of ['/', 'Control+k']) {
      await search.page.keyboard.press(shortcut);
      await expect.poll(() => isModalOpen(search.dialog)).toBe(true);
      expect(await hasFocus(search.input)).toBe(true);
      expect(await search.input.inputValue()).toBe('');
      await search.page.keyboard.press('Escape');
      await expect.poll(() => isModalOpen(search.dialog)).toBe(false);
    }

    await openSearch(search);
    const found = await runQuery(search, titlePhrases[0] ?? '');
    expect(found.length).toBeGreaterThan(0);
    await search.page.keyboard.press('ArrowDown');
    expect(await hasFocus(search.results.first())).toBe(true);
    await search.page.keyboard.press('ArrowUp');
    expect(await hasFocus(search.input)).toBe(true);
  }));

  it('works on a phone, where the button shows only its icon', ({ expect }) => withSearch(expect, async (search) => {
    if (!homeEntry) throw new Error(`${INDEX_FILE} has no entry for /`);
    expect(await search.button.isVisible()).toBe(true);
    // The label is there for screen readers only: its element takes no room on screen (what it holds,
    // the words kept whole in a span of their own, is clipped to it).
    const labelElement = search.button.locator('.sr-only');
    expect(await labelElement.innerText()).toBe(labels.search);
    const label = await labelElement.boundingBox();
    expect(label === null || label.width <= 1).toBe(true);
    const button = await search.button.boundingBox();
    expect(button && Math.min(button.width, button.height)).toBeGreaterThanOrEqual(MIN_BUTTON_HEIGHT);

    await openSearch(search);
    const box = await search.dialog.locator(':scope > *').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    const phrase = titlePhrases[0];
    if (!phrase) throw new Error('no phrase of the home title to search for');
    expect(await runQuery(search, stripMarks(phrase))).toContain(homeEntry.url);

    await search.page.keyboard.press('Escape');
    await expect.poll(() => isModalOpen(search.dialog)).toBe(false);
    await expect.poll(() => hasFocus(search.button)).toBe(true);
  }, MOBILE));
});
