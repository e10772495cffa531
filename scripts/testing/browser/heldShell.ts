/** Pages opened with the shell's entry module held back: what a visitor meets while it is still on its way. */
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, type OpenedPage, type OpenPageOptions } from './browser.ts';

/** The shell's entry module, which wires up every page's controls (renderer/+client.ts). */
export const SHELL_CODE = /\/entries\/renderer_client[^/]*\.js$/;

export interface HeldShellPage extends OpenedPage {
  /** Lets the shell's module through. */
  release: () => void;
}

/** Opens `path` once the page has asked for the shell's module, which waits until `release()`. */
export async function openWithShellHeld(browser: Browser, path: string, options: OpenPageOptions = {}): Promise<HeldShellPage> {
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  let requested = false;
  const opened = await openPage(browser, path, {
    ...options,
    // The held module keeps the load event back.
    waitUntil: 'domcontentloaded',
    beforeNavigation: async (page) => {
      await options.beforeNavigation?.(page);
      await page.route(SHELL_CODE, async (route) => {
        requested = true;
        await held;
        await route.continue();
      });
    },
  });
  await expect.poll(() => requested).toBe(true);
  return { ...opened, release, close: () => { release(); return opened.close(); } };
}
