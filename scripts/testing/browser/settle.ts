/**
 * When a loaded page has done all it does on its own, without a visitor: the exact condition the
 * browser tests wait for instead of Playwright's `networkidle`, which waits for half a second of
 * network silence whatever the page is doing, on every page.
 */
import type { Page, Request } from 'playwright-core';

/** How long the page's own work may take on a loaded 2-core machine before a test fails saying what is missing. */
const SETTLE_LIMIT_MS = 20_000;

/** The requests each tracked page has in flight since its last navigation began. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Starts counting `page`'s requests in flight, for waitForSettled. Call it before the page
 * navigates; openPage and SharedPages do. Each call starts the count afresh (for a new navigation).
 */
export function trackRequests(page: Page): void {
  const requests = new Set<Request>();
  if (!inFlight.has(page)) {
    page.on('request', (request) => inFlight.get(page)?.add(request));
    page.on('requestfinished', (request) => inFlight.get(page)?.delete(request));
    page.on('requestfailed', (request) => inFlight.get(page)?.delete(request));
  }
  inFlight.set(page, requests);
}

/**
 * Waits until a page with JavaScript has settled after loading: every island due without a
 * visitor has woken (renderer/islands/scheduleIslands.ts marks each `data-enhanced`: behaviours at
 * once, `idle` ones when the browser is idle, `visible` ones in view), the fonts it uses have
 * arrived, and none of its requests (pictures in view, an island's code) is still in flight.
 */
export async function waitForSettled(page: Page): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) throw new Error('waitForSettled needs a page opened by openPage or SharedPages, which count its requests');
  await page.waitForLoadState('load');
  const asleep = await page.evaluate(wakeIslands, SETTLE_LIMIT_MS);
  if (asleep.length > 0) throw new Error(`islands still asleep after ${SETTLE_LIMIT_MS / 1000} s: ${asleep.join(', ')}`);
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  // What woke may lay out anew and so ask for a picture or a face: two frames draw it, then its requests are counted.
  do {
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
    while (requests.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  } while (requests.size > 0 && Date.now() < deadline);
  if (requests.size > 0) throw new Error(`requests still in flight after ${SETTLE_LIMIT_MS / 1000} s: ${[...requests].map((request) => request.url()).join(', ')}`);
}

/**
 * In the page: waits until every island due without a visitor is marked `data-enhanced`, and
 * returns those that are not within `limit` ms. A `visible` island is due when the same
 * IntersectionObserver its scheduler uses (200 px margin, its first element) sees it.
 */
async function wakeIslands(limit: number): Promise<string[]> {
  const inView = (root: HTMLElement) => new Promise<boolean>((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(entries.some((entry) => entry.isIntersecting));
    }, { rootMargin: '200px' });
    observer.observe(root.firstElementChild ?? root);
  });
  const roots = [...document.querySelectorAll<HTMLElement>('[data-island], [data-behavior]')];
  const due = (await Promise.all(roots.map(async (root) => {
    const strategy = root.dataset.load;
    const isDue = strategy === 'idle' || (strategy === 'visible' ? await inView(root) : root.dataset.behavior !== undefined);
    return isDue ? [root] : [];
  }))).flat();
  const asleep = () => due.filter((root) => root.dataset.enhanced === undefined);
  const deadline = performance.now() + limit;
  while (asleep().length > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return asleep().map((root) => root.dataset.island ?? root.dataset.behavior ?? root.tagName);
}
