/**
 * The phone register bar on course, bootcamp and event pages: hidden while the hero's buttons are
 * on screen, shown once they have scrolled away, hidden again over the page's register sections;
 * its button does what the hero's first button does; nothing of it on a laptop; it never shifts
 * the layout, and axe finds nothing wrong while it shows. Expected facts come from the content.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import type { CallToAction, PageFrontmatter } from '../content/schema.ts';
import { eventTime } from '../lib/eventTime.ts';
import { formatDate } from '../lib/formatDate.ts';
import { formatVnd } from '../lib/formatVnd.ts';
import { DESKTOP, launchBrowser, MOBILE, openPage, type OpenedPage } from '../scripts/testing/browser/browser.ts';
import { listContentPages, readSiteData } from '../scripts/testing/content.ts';

const { courses, labels, contacts } = readSiteData();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A course, a bootcamp and an event, with the sections where each page takes registrations. */
const ROUTES: [route: string, registerSections: string[]][] = [
  ['/lap-trinh-bot-auto-trading-khong-can-biet-code', ['#thong-tin', '#dang-ky']],
  ['/bootcamp-n8n-mobile', ['#thanh-toan', '#register']],
  ['/workshop-ai-3x', ['#register']],
];

function frontmatterOf(route: string): PageFrontmatter {
  const frontmatter = listContentPages().find((page) => page.route === route)?.frontmatter;
  if (!frontmatter) throw new Error(`content/ has no page at ${route}`);
  return frontmatter;
}

/** The price and start a visitor should read in the bar, formatted as the rest of the page formats them. */
function expectedFacts(frontmatter: PageFrontmatter): string[] {
  if (frontmatter.type === 'event') return [frontmatter.price === 0 ? labels.event.free : formatVnd(frontmatter.price), eventTime(frontmatter.start).date];
  if (frontmatter.type !== 'course' && frontmatter.type !== 'bootcamp') throw new Error('not a page with a register bar');
  const course = courses[frontmatter.offering];
  return [course?.price === undefined ? '' : formatVnd(course.price), course?.startDate ? formatDate(course.startDate) : ''].filter(Boolean);
}

function primaryOf(frontmatter: PageFrontmatter): CallToAction {
  const action = 'hero' in frontmatter ? frontmatter.hero?.actions[0] : undefined;
  if (!action) throw new Error('the page’s hero has no button');
  return action;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Serves stand-ins for the external forms and chats, so a test needs no network. */
async function stubOutside(page: Page): Promise<void> {
  await page.context().route(/^https:\/\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="vi"><title>Biểu mẫu</title><main><label>Họ tên <input></label></main></html>' }));
}

async function withPhone(route: string, test: (opened: OpenedPage) => Promise<void>): Promise<void> {
  const opened = await openPage(browser, route, { ...MOBILE, beforeNavigation: stubOutside });
  try {
    // The bar's code ran before the load event; what is left to move the page is the fonts arriving.
    await opened.page.evaluate(() => document.fonts.ready);
    await test(opened);
  } finally {
    await opened.close();
  }
}

/** The bar as a screen reader finds it: a region named by labels.yaml; hidden, it is not there. */
const barRegion = (page: Page) => page.getByRole('region', { name: labels.registerBar, exact: true });
const barElement = (page: Page) => page.locator('[data-register-bar]');
const heroPrimary = (page: Page) => page.locator('#top a[href]').first();

/** Scrolls (at once) until the hero's buttons are just above the area under the fixed top bar. */
async function scrollPastHero(page: Page): Promise<void> {
  await page.evaluate(() => {
    const buttons = document.querySelector('[data-hero-actions]');
    const header = document.querySelector('body > header')?.getBoundingClientRect().height ?? 0;
    const bottom = (buttons?.getBoundingClientRect().bottom ?? 0) + window.scrollY;
    window.scrollTo({ top: bottom - header + 24, behavior: 'instant' });
  });
}

/** `expect` is the test's own: the cases run side by side, and expect.poll must know which one polls. */
async function expectShown(expect: ExpectStatic, page: Page, shown: boolean): Promise<void> {
  await expect.poll(() => barRegion(page).count(), { timeout: 3000 }).toBe(shown ? 1 : 0);
  await expect.poll(() => barElement(page).isVisible()).toBe(shown);
}

async function isFocusable(locator: Locator): Promise<boolean> {
  return locator.evaluate((link: HTMLElement) => {
    link.focus();
    return document.activeElement === link;
  });
}

// Within each suite the cases open pages of their own and load side by side, the three routes in turn;
// five at once share the machine, so each is given twice the time it would have alone.
describe.each(ROUTES)('the register bar on %s at 390 px', { timeout: 60_000 }, (route, registerSections) => {
  const frontmatter = frontmatterOf(route);

  it.concurrent('is hidden, and out of reach of keys, while the hero’s buttons are on screen', ({ expect }) => withPhone(route, async ({ page, consoleErrors }) => {
    expect(await barElement(page).count()).toBe(1);
    await expectShown(expect, page, false);
    // Its button is its first link: a register button's dialog holds two more (the form in a new tab, the chat).
    expect(await isFocusable(barElement(page).locator('a').first())).toBe(false);
    // Every request the page makes has been answered, so an error any of them causes is in.
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  }));

  it.concurrent('shows the price, the start and the hero’s first button once the hero has scrolled away', ({ expect }) => withPhone(route, async ({ page }) => {
    await scrollPastHero(page);
    await expectShown(expect, page, true);
    const text = await barRegion(page).innerText();
    for (const fact of expectedFacts(frontmatter)) expect(text).toContain(fact);
    const button = barRegion(page).getByRole('link', { name: primaryOf(frontmatter).label });
    // Polled: the accessibility tree follows the bar's slide-in a frame or two later on a busy machine.
    await expect.poll(() => button.count()).toBe(1);
    expect(await isFocusable(button)).toBe(true);
    const box = await button.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    // Once slid in, it sits on the bottom edge of the screen, wholly inside it.
    await expect.poll(async () => {
      const bar = await barElement(page).boundingBox();
      return Math.round((bar?.y ?? 0) + (bar?.height ?? 0));
    }).toBe(MOBILE.height);
  }));

  it.concurrent.for(registerSections)('hides while %s is on screen, and comes back after it', (section, { expect }) => withPhone(route, async ({ page }) => {
    await scrollPastHero(page);
    await expectShown(expect, page, true);
    await page.locator(section).evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expectShown(expect, page, false);
    // Back between the hero and the first register section, the bar returns.
    await scrollPastHero(page);
    await expectShown(expect, page, true);
  }));

  it.concurrent('does what the hero’s first button does', ({ expect }) => withPhone(route, async ({ page }) => {
    const action = primaryOf(frontmatter);
    const hero = heroPrimary(page);
    expect(await hero.innerText()).toContain(action.label);
    await scrollPastHero(page);
    await expectShown(expect, page, true);
    const button = barRegion(page).getByRole('link', { name: action.label });
    for (const attribute of ['href', 'target', 'rel']) expect(await button.getAttribute(attribute)).toBe(await hero.getAttribute(attribute));
    if (action.register !== undefined) {
      await button.click();
      const dialog = page.locator('dialog[open]');
      await expect.poll(() => dialog.count()).toBe(1);
      await expect.poll(() => dialog.locator('iframe').getAttribute('src')).toBe(await hero.getAttribute('href'));
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(page.url()).toContain(route);
    } else {
      const href = action.contact ? contacts[action.contact]?.href : action.href;
      const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
      expect(popup.url()).toBe(href);
    }
  }));
});

describe.concurrent('the register bar', { timeout: 60_000 }, () => {
  const [route] = ROUTES[0] ?? [''];

  it('is not shown on a laptop, wherever the page is scrolled', async ({ expect }) => {
    const { page, close } = await openPage(browser, route, DESKTOP);
    try {
      for (const top of [0, 1500, 4000]) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
        await page.waitForTimeout(100);
        expect(await barElement(page).evaluate((bar) => getComputedStyle(bar).display)).toBe('none');
        expect(await barRegion(page).count()).toBe(0);
      }
    } finally {
      await close();
    }
  });

  it('shifts nothing on the page as it shows and hides', ({ expect }) => withPhone(route, async ({ page }) => {
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift' });
    });
    let toggles = 0;
    let shown = false;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 300) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
      await page.waitForTimeout(60);
      const now = await barElement(page).isVisible();
      if (now !== shown) toggles += 1;
      shown = now;
    }
    await page.waitForTimeout(400);
    expect(toggles).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  }));

  it('never covers the end of the page: it is gone when the footer shows, and the footer’s last line clears it', ({ expect }) => withPhone(route, async ({ page }) => {
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expectShown(expect, page, false);
    const { lastLine, barTop } = await page.evaluate(() => {
      const footer = document.querySelector('body > footer');
      const texts = [...(footer?.querySelectorAll('p, a, li') ?? [])].map((element) => element.getBoundingClientRect().bottom);
      const bar = document.querySelector<HTMLElement>('[data-register-bar]');
      return { lastLine: Math.max(...texts), barTop: window.innerHeight - (bar?.offsetHeight ?? Number.NaN) };
    });
    expect(lastLine).toBeLessThanOrEqual(barTop);
  }));

  it('has no axe violations while it shows', ({ expect }) => withPhone(route, async ({ page }) => {
    await scrollPastHero(page);
    await expectShown(expect, page, true);
    // Evaluated, not added as a <script>, which the served pages' CSP blocks.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      return (await axe.run(document, { resultTypes: ['violations'] })).violations;
    });
    expect(violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))).toEqual([]);
  }));
});
