/**
 * Every content page is served, titled and described for search engines and social
 * previews, loads cleanly at phone and laptop widths, and an unknown address gets the
 * not-found page. Expected titles come from each page's frontmatter.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE } from '../scripts/testing/browser/browser.ts';
import { waitForSettled } from '../scripts/testing/browser/settle.ts';
import { sharedPagesForThisFile } from '../scripts/testing/browser/sharedPages.ts';
import { builtSiteDir, listContentPages, readSiteData } from '../scripts/testing/content.ts';

const pages = listContentPages();
const { labels, site } = readSiteData();
const UNKNOWN_PATH = '/trang-khong-ton-tai-xyz';
const NARROW = { width: 360, height: 780 } as const;

const tabs = sharedPagesForThisFile();

/** An attribute of the first element matching `selector`, or null when there is none. */
function attributeOf(page: Page, selector: string, attribute: string): Promise<string | null> {
  return page.evaluate(([s, a]) => document.querySelector(s)?.getAttribute(a) ?? null, [selector, attribute] as const);
}

// The cases run side by side, each in a page of its own: most of their time is the browser's.
describe.concurrent('content routes', () => {
  it('finds the pages to check in content/', () => {
    expect(pages.map((page) => page.route)).toContain('/');
  });

  describe.each(pages)('$route', ({ route, frontmatter }) => {
    it('answers 200 with the frontmatter title, a heading and sharing metadata in the pre-rendered HTML', async () => {
      const { page, response, close } = await tabs.open(route, { javaScriptEnabled: false });
      try {
        expect(response?.status()).toBe(200);
        expect(await page.title()).toBe(frontmatter.title);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
        expect(await page.locator('h1').count()).toBeGreaterThanOrEqual(1);
        expect(await page.locator('h1').first().isVisible()).toBe(true);
        expect(await attributeOf(page, 'meta[name="description"]', 'content')).toBe(frontmatter.description);
        expect(await attributeOf(page, 'link[rel="canonical"]', 'href')).toBe(new URL(route, site.url).href);
        expect(await attributeOf(page, 'meta[property="og:title"]', 'content')).toBe(frontmatter.title);
        expect(await attributeOf(page, 'meta[property="og:description"]', 'content')).toBe(frontmatter.description);
        expect(await attributeOf(page, 'meta[property="og:image"]', 'content')).toMatch(/^https?:\/\/\S+$/);
        expect(await attributeOf(page, 'meta[name="twitter:card"]', 'content')).toBeTruthy();
      } finally {
        await close();
      }
    });

    it.each([['desktop', DESKTOP], ['mobile', MOBILE]] as const)('logs no console errors at %s width', async (_name, viewport) => {
      const { page, consoleErrors, close } = await tabs.open(route, viewport);
      try {
        await waitForSettled(page);
        expect(consoleErrors).toEqual([]);
      } finally {
        await close();
      }
    });

    it('does not scroll sideways at 360 px', async () => {
      const { page, close } = await tabs.open(route, NARROW);
      try {
        await waitForSettled(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
      } finally {
        await close();
      }
    });
  });
});

describe.concurrent('not-found page', () => {
  it('is built as dist/client/404.html', () => {
    const file = path.join(builtSiteDir, '404.html');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain(labels.notFoundHeading);
  });

  it('answers an unknown path with 404 and a way back home', async () => {
    const { page, response, close } = await tabs.open(UNKNOWN_PATH, { javaScriptEnabled: false });
    try {
      expect(response?.status()).toBe(404);
      expect((await page.locator('h1').innerText()).trim()).toBe(labels.notFoundHeading);
      const home = page.locator('main').getByRole('link', { name: labels.notFoundHome, exact: true });
      expect(await home.isVisible()).toBe(true);
      expect(await home.getAttribute('href')).toBe('/');
    } finally {
      await close();
    }
  });

  it('logs the attempted path with console.error, and nothing else', async ({ expect }) => {
    const { page, consoleErrors, close } = await tabs.open(UNKNOWN_PATH);
    try {
      await waitForSettled(page);
      const logged = () => consoleErrors.filter((text) => text.includes(labels.notFoundLog));
      await expect.poll(logged).toHaveLength(1);
      expect(logged()[0]).toContain(`${labels.notFoundLog} ${UNKNOWN_PATH}`);
      // Chromium also reports the document's own 404 status; that is the point of the page, not an error in it.
      const documentStatus = `status of 404 (Not Found) (${page.url()})`;
      const others = consoleErrors.filter((text) => !text.includes(labels.notFoundLog) && !text.endsWith(documentStatus));
      expect(others).toEqual([]);
    } finally {
      await close();
    }
  });

  it('takes the visitor home from "Return to Home"', async () => {
    const { page, close } = await tabs.open(UNKNOWN_PATH);
    try {
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/'),
        page.locator('main').getByRole('link', { name: labels.notFoundHome, exact: true }).click(),
      ]);
      expect(await page.title()).toBe(pages.find((p) => p.route === '/')?.frontmatter.title);
    } finally {
      await close();
    }
  });
});
