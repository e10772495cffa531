/** Where sections land when scrolled to, and how: shared by the navigation and page tests. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The delay the spec sets before a section link starts scrolling. */
export const SCROLL_DELAY_MS = 100;

/** Where the element's top edge is, relative to the viewport, and the fixed top bar's height. */
export function positionOf(page: Page, selector: string): Promise<{ top: number; header: number; scrollY: number }> {
  return page.evaluate((s) => ({
    top: document.querySelector(s)?.getBoundingClientRect().top ?? Number.NaN,
    header: document.querySelector('header')?.getBoundingClientRect().height ?? Number.NaN,
    scrollY: window.scrollY,
  }), selector);
}

/** Whether the element's top sits just under the fixed top bar (not hidden by it, not far below). */
export function isJustBelowHeader({ top, header }: { top: number; header: number }): boolean {
  return top >= header - 1 && top <= 100;
}

interface ScrollRecord {
  /** performance.now() of the click, or -1 when no click was seen. */
  clickAt: number;
  /** scrollY at every animation frame. */
  frames: { t: number; y: number }[];
}

/**
 * Records scrollY at every frame from now until the page, having moved after a click, has been
 * still for 400 ms (or 8 s pass). Start it, then click: the promise resolves with the record.
 */
function recordScrollAfterClick(page: Page): Promise<ScrollRecord> {
  return page.evaluate(() => new Promise<ScrollRecord>((resolve) => {
    const record: ScrollRecord = { clickAt: -1, frames: [] };
    document.addEventListener('click', () => (record.clickAt = performance.now()), { capture: true, once: true });
    let lastChange = performance.now();
    let moved = false;
    const started = performance.now();
    const tick = (now: number) => {
      const previous = record.frames.at(-1);
      if (previous && previous.y !== window.scrollY) {
        lastChange = now;
        moved ||= record.clickAt >= 0;
      }
      record.frames.push({ t: performance.now(), y: window.scrollY });
      // Settled once it has moved and then kept still: on a loaded machine the scroll may start late.
      const settled = moved && now - lastChange > 400;
      if (settled || now - started > 8000) resolve(record);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }));
}

/**
 * Clicks `link` and checks the page stays put for the delay, then glides to `target`.
 * Whether a glide is seen depends on the main thread getting frames during it: on a loaded
 * machine it may see none, so a run that saw only the start and end is tried again (a jump
 * never shows a frame between them, however often it is tried).
 */
export async function expectSmoothScrollAfterDelay(page: Page, link: Locator, target: string): Promise<void> {
  const startY = await page.evaluate(() => window.scrollY);
  let glided = false;
  for (let attempt = 0; attempt < 3 && !glided; attempt++) {
    if (attempt > 0) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), startY);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(startY);
    }
    glided = await clickAndCheckDelay(page, link);
  }
  expect(glided, 'the page jumped instead of scrolling smoothly').toBe(true);

  const position = await positionOf(page, target);
  expect(isJustBelowHeader(position), `${target} ended at ${position.top}px (top bar ${position.header}px)`).toBe(true);
}

/** Clicks `link`, checks nothing moved before the delay, and says whether a frame caught the page mid-way. */
async function clickAndCheckDelay(page: Page, link: Locator): Promise<boolean> {
  const recording = recordScrollAfterClick(page);
  await link.click();
  const { clickAt, frames } = await recording;
  expect(clickAt, 'the click was not seen').toBeGreaterThanOrEqual(0);

  const atClick = frames.filter((frame) => frame.t <= clickAt).at(-1)?.y ?? frames[0]?.y ?? 0;
  const firstMove = frames.find((frame) => frame.t > clickAt && frame.y !== atClick);
  expect(firstMove, 'the page never scrolled').toBeDefined();
  // Nothing moves at ~30 ms; it starts once the delay has passed (a frame or so of slack).
  expect(frames.filter((frame) => frame.t > clickAt && frame.t <= clickAt + 30).every((frame) => frame.y === atClick)).toBe(true);
  expect((firstMove?.t ?? 0) - clickAt).toBeGreaterThanOrEqual(SCROLL_DELAY_MS - 20);
  // Smooth: some frame shows the page between where it was and where it ends, which a jump never does.
  const end = frames.at(-1)?.y ?? atClick;
  const between = (y: number) => Math.min(atClick, end) < y && y < Math.max(atClick, end);
  return frames.some((frame) => frame.t > clickAt && between(frame.y));
}
