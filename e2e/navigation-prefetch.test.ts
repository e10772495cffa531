/**
 * Same-site links are prefetched by the Speculation Rules every page carries (renderer/speculationRules.ts):
 * resting the pointer on a link fetches its page, and following the link then shows that copy instead of
 * asking the server again (the new page's navigation entry says `navigational-prefetch`). Files that are
 * not pages are never prefetched, and a link followed without a prefetch still loads as ever.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, withOpenPage } from '../scripts/testing/browser/browser.ts';
import { listContentPages, readSiteData } from '../scripts/testing/content.ts';
import { desktopNav } from '../scripts/testing/browser/shell.ts';

const { nav } = readSiteData();
/** The first page the top bar links to directly (not a section of the home page). */
const navPage = nav.main.flatMap((item) => ('href' in item && item.href.startsWith('/') && !item.href.startsWith('/#') ? [item] : []))[0];
/** An event page: its hero links to the event's calendar file. */
const eventRoute = listContentPages().find((page) => page.status === 'published' && page.frontmatter.type === 'event' && !('sameEventAs' in page.frontmatter && page.frontmatter.sameEventAs))?.route;

/** How long a prefetch may take on a loaded two-core machine. */
const PREFETCH_TIMEOUT_MS = 10_000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Requests the browser made as speculative prefetches (`Sec-Purpose: prefetch`), by path, as they finish. */
function recordPrefetches(page: Page): { paths: string[]; finished(path: string): Promise<Request> } {
  const paths: string[] = [];
  // A request still in flight when its page closes has no headers to read: it counts as no prefetch.
  const isPrefetch = (request: Request) => request.headerValue('sec-purpose').then((value) => value?.startsWith('prefetch') ?? false, () => false);
  page.on('request', (request) => {
    void isPrefetch(request).then((prefetch) => prefetch && paths.push(new URL(request.url()).pathname));
  });
  return {
    paths,
    finished: (path) => page.waitForEvent('requestfinished', {
      predicate: async (request) => new URL(request.url()).pathname === path && (await isPrefetch(request)),
      timeout: PREFETCH_TIMEOUT_MS,
    }),
  };
}

/** How the browser got the current document: `navigational-prefetch` from a prefetch, '' from the network. */
function deliveryType(page: Page): Promise<string> {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation');
    return entry && 'deliveryType' in entry && typeof entry.deliveryType === 'string' ? entry.deliveryType : 'unknown';
  });
}

// Each case opens a page of its own, so they load side by side; five at once share the machine, so
// each is given twice the time it would have alone.
describe.concurrent('link prefetching', { timeout: 60_000 }, () => {
  it('finds a page link in the top bar and an event page to test with', ({ expect }) => {
    expect(navPage?.href).toMatch(/^\/[a-z0-9-]+$/);
    expect(eventRoute).toBeDefined();
  });

  it('gives every page speculation rules that prefetch same-site links', ({ expect }) => withOpenPage(browser, '/', DESKTOP, async ({ page }) => {
    const rules = await page.locator('head script[type="speculationrules"]').textContent();
    const parsed: unknown = JSON.parse(rules ?? '');
    expect(parsed).toMatchObject({ prefetch: [expect.objectContaining({ eagerness: expect.any(String) })] });
  }));

  it('fetches a page while the pointer rests on its link, and shows that copy when the link is followed', async ({ expect }) => {
    let prefetches: ReturnType<typeof recordPrefetches> | undefined;
    await withOpenPage(browser, '/', { ...DESKTOP, beforeNavigation: (page) => void (prefetches = recordPrefetches(page)) }, async ({ page, consoleErrors }) => {
      const href = navPage?.href ?? '';
      const link = desktopNav(page).locator(`a[href="${href}"]`);
      const prefetched = prefetches?.finished(href);
      await link.hover();
      expect((await prefetched)?.url()).toMatch(new RegExp(`${href}$`));

      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      await page.waitForLoadState('load');
      expect(await deliveryType(page)).toBe('navigational-prefetch');
      await expect(page.locator('main h1').first().isVisible()).resolves.toBe(true);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('never prefetches a calendar file, though it prefetches the page links beside it', async ({ expect }) => {
    let prefetches: ReturnType<typeof recordPrefetches> | undefined;
    await withOpenPage(browser, eventRoute ?? '/', { ...DESKTOP, beforeNavigation: (page) => void (prefetches = recordPrefetches(page)) }, async ({ page }) => {
      const calendarLink = page.locator('main a[href$=".ics"]').first();
      const calendarPath = new URL((await calendarLink.getAttribute('href')) ?? '', page.url()).pathname;
      await calendarLink.hover();
      await page.waitForTimeout(500);
      // A page link hovered after it is prefetched, so prefetching itself works here.
      const href = navPage?.href ?? '';
      const prefetched = prefetches?.finished(href);
      await desktopNav(page).locator(`a[href="${href}"]`).hover();
      await prefetched;
      expect(prefetches?.paths).toContain(href);
      expect(prefetches?.paths).not.toContain(calendarPath);
    });
  });

  it('still loads a page from the server when its link is followed without a prefetch (keyboard)', ({ expect }) => withOpenPage(browser, '/', DESKTOP, async ({ page }) => {
    const href = navPage?.href ?? '';
    const link = desktopNav(page).locator(`a[href="${href}"]`);
    await link.focus();
    const response = page.waitForResponse((candidate) => new URL(candidate.url()).pathname === href && candidate.request().isNavigationRequest());
    await page.keyboard.press('Enter');
    expect((await response).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === href);
    await page.waitForLoadState('load');
    expect(await deliveryType(page)).toBe('');
    await expect(page.locator('main h1').first().isVisible()).resolves.toBe(true);
  }));
});
