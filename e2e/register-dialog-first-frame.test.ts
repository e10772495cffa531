/**
 * A register dialog is shown in the tap's own frame and made modal in the next
 * (renderer/shell/showDialogAtOnce.ts). In that first frame it is a plain fixed dialog where it sits
 * in the page, so it must still fill the screen: above the fixed header, and not shut inside the
 * phone register bar. Otherwise the tap flashes a dimmed bar, or a click on the dimmed page lands
 * on the header instead of closing the dialog. Every register button of every page, on a phone and
 * a laptop, is checked with the step to modal held back; and Escape closes it then too.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE } from '../scripts/testing/browser/browser.ts';
import { sharedPagesForThisFile } from '../scripts/testing/browser/sharedPages.ts';
import { listContentPages } from '../scripts/testing/content.ts';
import { mapConcurrently } from '../scripts/testing/mapConcurrently.ts';

/** Pages sent from route to route: a fresh context for each visit cost a second of the browser's time. */
const tabs = sharedPagesForThisFile();

/** Answers for the external forms the dialogs load, so the test needs no network; returns how to stop. */
function stubForms(page: Page): () => Promise<void> {
  const site = new URL(inject('baseURL')).origin;
  const outside = (url: URL) => url.origin !== site;
  const answer = (route: Route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>form</title>' });
  void page.route(outside, answer);
  return () => page.unroute(outside, answer);
}

interface FirstFrame {
  /** The button's text and where it sits (the register bar, or the page). */
  button: string;
  modal: boolean;
  /** Points of the screen where something other than the dialog would take a tap. */
  uncovered: string[];
}

/**
 * Opens every visible register dialog of the page in turn, as a tap would, and reports what covers
 * the screen's edges and middle before the dialog is modal. The step to modal waits for a frame, so
 * holding requestAnimationFrame holds the page in the tap's frame.
 */
function firstFrames(page: Page): Promise<FirstFrame[]> {
  return page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
    const frames: FirstFrame[] = [];
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-register]')) {
      // The register bar is inert until the hero has scrolled away: shown here as after its slide-in.
      // All in one task, so renderer/shell/registerBar.ts cannot hide it again meanwhile.
      const bar = link.closest<HTMLElement>('[data-register-bar]');
      bar?.style.setProperty('transition', 'none');
      bar?.removeAttribute('inert');
      if (!link.checkVisibility()) continue;
      link.click();
      const dialog = link.parentElement?.querySelector<HTMLDialogElement>(':scope > dialog');
      if (!dialog?.open) throw new Error(`"${link.textContent}" opened no dialog`);
      const { innerWidth: width, innerHeight: height } = window;
      const points: [string, number, number][] = [
        ['top left', 2, 2], ['top middle', width / 2, 2], ['top right', width - 2, 2],
        ['bottom left', 2, height - 2], ['bottom right', width - 2, height - 2], ['middle', width / 2, height / 2],
      ];
      frames.push({
        button: `"${link.textContent?.trim()}" ${bar ? 'in the register bar' : 'in the page'}`,
        modal: dialog.matches(':modal'),
        uncovered: points.filter(([, x, y]) => !dialog.contains(document.elementFromPoint(x, y))).map(([where]) => where),
      });
      dialog.close();
      bar?.setAttribute('inert', '');
      bar?.style.removeProperty('transition');
    }
    return frames;
  });
}

/** How many pages each case has open at once: loading is mostly waiting, which pages share. */
const PAGES_AT_ONCE = 4;

describe('a register dialog in the tap\'s own frame', () => {
  it.each([['phone', MOBILE], ['laptop', DESKTOP]] as const)('fills the screen on a %s, for every register button of every page', async (_, viewport) => {
    // Each page read in its own context (requestAnimationFrame is held for good there), checked in route order.
    const visits = await mapConcurrently(listContentPages(), PAGES_AT_ONCE, async ({ route }) => {
      const { page, consoleErrors, close } = await tabs.open(route, { ...viewport, listen: stubForms });
      try {
        return { route, frames: await firstFrames(page), consoleErrors };
      } finally {
        await close();
      }
    });
    const checked: FirstFrame[] = [];
    for (const { route, frames, consoleErrors } of visits) {
      for (const frame of frames) {
        checked.push(frame);
        expect(frame, `${route}: ${frame.button}`).toEqual({ ...frame, modal: false, uncovered: [] });
      }
      expect(consoleErrors).toEqual([]);
    }
    // Courses, bootcamps and events have register buttons, the bar among them on a phone.
    expect(checked.length).toBeGreaterThan(10);
    if (viewport === MOBILE) expect(checked.some((frame) => frame.button.endsWith('in the register bar'))).toBe(true);
  }, 180_000);

  it('closes there on Escape and on a click beside its panel, giving focus back to the button', async () => {
    const { page, consoleErrors, close } = await tabs.open('/bootcamp-chatgpt-signal-bot', { listen: stubForms });
    try {
      await page.evaluate(() => { window.requestAnimationFrame = () => 0; });
      const button = page.locator('a[data-register]').first();
      const closings: [string, () => Promise<void>][] = [
        ['Escape', () => page.keyboard.press('Escape')],
        ['click beside the panel', () => page.mouse.click(5, 5)],
      ];
      for (const [how, closeIt] of closings) {
        await button.click();
        expect(await page.locator('dialog[open]').evaluate((dialog) => dialog.matches(':modal')), `not modal before the ${how}`).toBe(false);
        await closeIt();
        expect(await page.locator('dialog[open]').count(), `closed by the ${how}`).toBe(0);
        expect(await button.evaluate((element) => element === document.activeElement), `focus back after the ${how}`).toBe(true);
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
