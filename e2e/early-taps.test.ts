/**
 * Taps on plain buttons that come before the shell's code has run (a phone may show the page a
 * second before it does) are kept by the page's head script and answered once it runs
 * (renderer/headScript.ts, renderer/shell/earlyTaps.ts), instead of doing nothing.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE } from '../scripts/testing/browser/browser.ts';
import { readSiteData } from '../scripts/testing/content.ts';
import { openWithShellHeld } from '../scripts/testing/browser/heldShell.ts';
import { dropdownPanel, dropdownToggle, isDropdown } from '../scripts/testing/browser/shell.ts';

const { nav } = readSiteData();
const firstDropdown = nav.main.find(isDropdown);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a tap that comes before the shell’s code has run', () => {
  it('selects the tab it was on, once the code has run', async () => {
    const opened = await openWithShellHeld(browser, '/bootcamp-n8n-guide', MOBILE);
    try {
      const { page, release, consoleErrors } = opened;
      const unselected = page.locator('[role="tablist"] > [role="tab"][aria-selected="false"]').first();
      const id = await unselected.getAttribute('id');
      const tab = page.locator(`[id="${id}"]`);
      await tab.click();
      expect(await tab.getAttribute('aria-selected')).toBe('false');

      release();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      expect(await page.locator(`[role="tabpanel"][aria-labelledby="${id}"]`).isVisible()).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('opens the desktop dropdown it was on, which stays open once the pointer has left', async () => {
    const label = firstDropdown?.label ?? '';
    const opened = await openWithShellHeld(browser, '/', DESKTOP);
    try {
      const { page, release, consoleErrors } = opened;
      const toggle = dropdownToggle(page, label);
      const firstLink = (await dropdownPanel(page, label)).locator('a').first();
      await toggle.click();
      // Away from the toggle: hovering opens the panel by itself, with or without the shell.
      await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 10);
      await expect.poll(() => firstLink.isVisible()).toBe(false);

      release();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => firstLink.isVisible()).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
