/**
 * One line-icon set: on every page, each icon is a drawn Lucide SVG and the slot holding it shows
 * no emoji in its place (card icons, benefit tiles, stat tiles, an event hero's fact chips).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, withOpenPage } from './support/browser.ts';
import { listContentPages } from './support/content.ts';

const routes = listContentPages().filter((page) => page.status === 'published').map((page) => page.route);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('icons', () => {
  it.each(routes)('%s draws every icon as a line SVG, with no emoji in an icon slot', async (route) => {
    await withOpenPage(browser, route, { javaScriptEnabled: false }, async ({ page }) => {
      const slots = await page.locator('svg[data-icon]').evaluateAll((icons) => icons.map((icon) => ({
        shapes: icon.children.length,
        slotText: (icon.parentElement?.getAttribute('aria-hidden') === 'true' ? icon.parentElement.textContent : '') ?? '',
      })));
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.filter((slot) => slot.shapes === 0)).toEqual([]);
      expect(slots.map((slot) => slot.slotText).filter((text) => /\p{Extended_Pictographic}/u.test(text))).toEqual([]);
    });
  });

  it('gives an event hero line icons for its date, time, place and price chips', async () => {
    const event = listContentPages().find((page) => page.status === 'published' && page.frontmatter.type === 'event');
    expect(event).toBeDefined();
    await withOpenPage(browser, event!.route, { javaScriptEnabled: false }, async ({ page }) => {
      const chips = page.locator('#top li:has(svg[data-icon])');
      expect(await chips.count()).toBeGreaterThanOrEqual(4);
      const chipText = await page.locator('#top ul li').allTextContents();
      expect(chipText.filter((text) => /\p{Extended_Pictographic}/u.test(text))).toEqual([]);
    });
  });
});
