/**
 * Fonts as a visitor sees them: once a page has loaded, every text is drawn in Be Vietnam Pro and
 * code, times and ids in JetBrains Mono (one face per text, never half in a system font), also on a
 * slow first visit, and the fonts arriving moves nothing (renderer/fonts.css, fonts-fallback.css).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, MOBILE, openPage, withOpenPage } from '../scripts/testing/browser/browser.ts';

const routes = ['/', '/lap-trinh-bot-auto-trading-khong-can-biet-code', '/bootcamp-n8n-guide'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Sums layout shifts from the first paint on, as CLS counts them. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Texts whose face is not the one their element asks for, after every font has settled. */
async function textsNotInTheirFace(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const wrong: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('script, style, svg, [hidden]') || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      const family = (style.fontFamily.split(',')[0] ?? '').trim().replace(/"/g, '');
      const expected = element.closest('code, pre, .font-mono') ? 'JetBrains Mono' : 'Be Vietnam Pro';
      // check() is true only when every face this text needs (weight, unicode-range) is loaded.
      const loaded = document.fonts.check(`${style.fontWeight} 16px "${family}"`, text);
      if (family !== expected || !loaded) wrong.push(`${family} ${style.fontWeight} ${loaded ? '' : '(not loaded) '}${text.slice(0, 40)}`);
    }
    return wrong;
  });
}

// Each case opens a page of its own, so they load side by side; a throttled page is throttled on its
// own, and what it measures (faces, layout shift) does not depend on how fast the machine is. Five at
// once share the machine, so each is given twice the time it would have alone.
describe.concurrent('site fonts', { timeout: 60_000 }, () => {
  it.each(routes)('%s draws every text in Be Vietnam Pro and code, times and ids in JetBrains Mono', async (route) => {
    await withOpenPage(browser, route, {}, async ({ page, consoleErrors }) => {
      expect(await textsNotInTheirFace(page)).toEqual([]);
      const headingFamilies = await page.$$eval('h1, h2, h3', (headings) => headings.map((heading) => getComputedStyle(heading).fontFamily));
      expect(headingFamilies.length).toBeGreaterThan(0);
      for (const family of headingFamilies) expect(family).toMatch(/^"Be Vietnam Pro", "Be Vietnam Pro Fallback"/);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('an agenda time or code sample is in the mono face', async () => {
    await withOpenPage(browser, '/bootcamp-n8n-guide', {}, async ({ page }) => {
      const monoFamilies = await page.$$eval('code, .font-mono', (elements) => elements.map((element) => getComputedStyle(element).fontFamily));
      expect(monoFamilies.length).toBeGreaterThan(0);
      for (const family of monoFamilies) expect(family).toMatch(/^"JetBrains Mono", "JetBrains Mono Fallback"/);
    });
  });

  it('a letter Vietnamese does not use (ñ, €, ł) still draws in Be Vietnam Pro, from a face fetched only for it', async () => {
    const fetched: string[] = [];
    await withOpenPage(browser, '/', {
      beforeNavigation: (page) => {
        page.on('response', (response) => {
          if (response.url().endsWith('.woff2')) fetched.push(`${response.status()} ${new URL(response.url()).pathname}`);
        });
      },
    }, async ({ page }) => {
      await page.evaluate(() => document.fonts.ready);
      const rare = (file: string) => /-(latin-ext-\d+-normal|normal-rest)-/.test(file);
      expect(fetched.filter(rare)).toEqual([]);
      // As when a visitor types "Jalapeño €" into the search field.
      const faces = await page.evaluate(async () => (await document.fonts.load('400 16px "Be Vietnam Pro"', 'ñ€ł')).length);
      expect(faces).toBe(2);
      expect(await page.evaluate(() => document.fonts.check('400 16px "Be Vietnam Pro"', 'ñ€ł'))).toBe(true);
      expect(fetched.filter(rare).sort()).toEqual([expect.stringMatching(/^200 .*-latin-400-normal-rest-/), expect.stringMatching(/^200 .*-latin-ext-400-normal-/)]);
    });
  });

  /** How long a visit on slow 4G may take to load. */
  const SLOW_VISIT_MS = 90_000;
  // Lighthouse's phone is 412 px wide: there a bold button label drawn in an emboldened regular Arial wrapped
  // otherwise than in Be Vietnam Pro Bold, and moved the page when the font arrived.
  // One at a time, and not waiting for the load event: with several throttled pages at once on a busy
  // CI machine, some never fired it within 90 s. What is measured waits for the fonts itself.
  it.sequential.each([...routes.map((route) => [route, MOBILE.width] as const), ['/bootcamp-n8n-mobile', 412] as const])('%s on a slow first visit at %i px still ends in one face per text, with no layout shift', async (route, width) => {
    const opened = await openPage(browser, route, {
      ...MOBILE,
      width,
      waitUntil: 'domcontentloaded',
      beforeNavigation: async (page) => {
        // On slow 4G with a busy CI machine the heaviest page took over the default 30 s to load.
        page.setDefaultNavigationTimeout(SLOW_VISIT_MS);
        await recordLayoutShifts(page);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        // A new context's cache is empty already. (Clearing the browser's cache, shared by every test file's
        // pages, stalled other pages' loads in flight: one took 32 s, these 90 s, in CI.)
        // Slow 4G: the fonts arrive well after the first paint.
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      },
    });
    try {
      expect(await textsNotInTheirFace(opened.page)).toEqual([]);
      // Each weight's fallback matches that weight's metrics (fonts-fallback.css); what remains is a few
      // thousandths of a pixel, far below 0.001, what Lighthouse shows as CLS 0.
      expect(await opened.page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.001);
    } finally {
      await opened.close();
    }
  }, SLOW_VISIT_MS + 30_000);
});
