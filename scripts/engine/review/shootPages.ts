/**
 * Screenshots of a built page as visitors see it, for the review: the full page at a width, and
 * an opened state (a card, a tab, a dialog) as it shows once opened. Every shot is taken the same
 * way on both revisions (the page's clock fixed at the build's, animations stopped, every lazy
 * picture loaded), so what differs is the change and nothing else.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { OpenedState } from './openedStates.ts';

/** Where Debian's, Ubuntu's and Google's packages put the browser; CHROMIUM_PATH comes first. */
const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
/** Without the networking flags Chromium phones home at every start, slow and flaky offline. */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchChromium(): Promise<Browser> {
  const executablePath = [process.env.CHROMIUM_PATH, ...CHROMIUM_PATHS].find((candidate) => candidate && existsSync(candidate));
  if (!executablePath) throw new Error(`review: no Chromium found (CHROMIUM_PATH, ${CHROMIUM_PATHS.join(', ')}); install one with \`apt-get install -y chromium\` or set CHROMIUM_PATH`);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** A shot's settings: the viewport width and the page's clock (the build's SITE_NOW, as an ISO instant). */
export interface ShotOptions {
  width: number;
  now: string;
}

/** The whole page at `url`, as a PNG file at `out`. */
export async function shootPage(browser: Browser, url: string, options: ShotOptions, out: string): Promise<void> {
  await withPage(browser, url, options, (page) => page.screenshot({ path: out, fullPage: true, animations: 'disabled', caret: 'hide' }));
}

/**
 * The page at `url` with `state` opened, as a PNG at `out`: the card or tab panel itself, or the
 * screen with the dialog on it. False when the page has no such state (a revision without it).
 */
export async function shootOpenedState(browser: Browser, url: string, state: OpenedState, options: ShotOptions, out: string): Promise<boolean> {
  return withPage(browser, url, options, async (page) => {
    const target = page.locator(SELECTORS[state.kind]).nth(state.index);
    if ((await target.count()) === 0) return false;
    for (const step of [...state.within, state]) await open(page, step);
    if (state.kind === 'dialog') {
      await page.screenshot({ path: out, animations: 'disabled', caret: 'hide' });
      return true;
    }
    // Cut from the full page rather than shot as an element: Playwright scrolls a tall element
    // through the screen, and the sticky top bar came out in the middle of the card.
    const clip = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width, height: box.height };
    });
    await page.screenshot({ path: out, fullPage: true, clip, animations: 'disabled', caret: 'hide' });
    return true;
  });
}

const SELECTORS: Record<OpenedState['kind'], string> = { details: 'details', tab: '[role="tabpanel"]', dialog: 'dialog' };

/** Opens a state as a visitor would: a card's summary unfolded, a tab chosen, a dialog shown. */
async function open(page: Page, { kind, index }: Pick<OpenedState, 'kind' | 'index'>): Promise<void> {
  const target = page.locator(SELECTORS[kind]).nth(index);
  if (kind === 'details') await target.evaluate((element) => element.setAttribute('open', ''));
  if (kind === 'tab') await page.locator(`[role="tab"][aria-controls="${await target.getAttribute('id')}"]`).click();
  if (kind === 'dialog') await target.evaluate((element) => element instanceof HTMLDialogElement && element.showModal());
}

async function withPage<T>(browser: Browser, url: string, { width, now }: ShotOptions, shoot: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(now));
    await page.goto(url, { waitUntil: 'networkidle' });
    await loadEveryPicture(page);
    return await shoot(page);
  } finally {
    await context.close();
  }
}

/**
 * Every picture loaded before the shot: lazy ones are made eager (on a loaded machine a lazy one
 * near the bottom was still loading at the shot, and its placeholder showed as a change), then the
 * page is scrolled through for what wakes in view, and back to the top.
 */
async function loadEveryPicture(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    // A picture that never arrives must not hold the review up: each gets ten seconds. (No named
    // function in here: tsx would wrap it in a helper the page does not have.)
    await Promise.all([...document.images].map((image) => Promise.race([
      new Promise((resolve) => {
        if (image.complete) resolve(undefined);
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      }).then(() => image.decode().catch(() => undefined)),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ])));
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}
