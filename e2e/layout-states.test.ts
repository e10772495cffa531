/**
 * No layout defect on a phone or tablet in any state a visitor can reach: every route at
 * 360, 390 and 768 px, then each disclosure, tab, dropdown and dialog opened in turn,
 * checked for sideways scrolling, clipped text, small tap targets and targets under the
 * fixed header (e2e/support/layoutProbes.ts). One message per route lists every finding.
 */
import type { Browser, ElementHandle, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { listContentPages } from './support/content.ts';
import { hashTargets, probeHashTarget, probeLayout } from './support/layoutProbes.ts';

const WIDTHS = [360, 390, 768];
const NOT_FOUND = '/khong-co-trang-nay';
const routes = [...listContentPages().map((page) => page.route), NOT_FOUND];
/** Enough jumps to catch a missing scroll margin without visiting every heading. */
const HASH_SAMPLE = 6;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function label(handle: ElementHandle<Element>): Promise<string> {
  return handle.evaluate((element) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30)}"`);
}

const isShown = (handle: ElementHandle<Element>) => handle.evaluate((element) => element.checkVisibility() && element.getBoundingClientRect().width > 0);

/** Opens each visible, not yet visited <summary>, checks, explores what it revealed, and closes it again. */
async function exploreDisclosures(page: Page, state: string, record: (state: string, findings: string[]) => void, scope = 'body'): Promise<void> {
  for (const summary of await page.$$(`${scope} summary:not([data-layout-probed])`)) {
    if (!(await isShown(summary))) continue;
    await summary.evaluate((element) => element.setAttribute('data-layout-probed', ''));
    const name = `${state} › open ${await label(summary)}`;
    await summary.click();
    await settle(page);
    record(name, await probeLayout(page));
    const id = await summary.evaluate((element) => {
      const details = element.parentElement!;
      details.dataset.layoutScope ??= String(Math.random()).slice(2);
      return details.dataset.layoutScope;
    });
    await exploreDisclosures(page, name, record, `[data-layout-scope="${id}"]`);
    if (await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)) await summary.click();
  }
}

/** Clicks each visible toggle of a dropdown (a button with aria-expanded), checks, and closes it. */
async function exploreDropdowns(page: Page, record: (state: string, findings: string[]) => void): Promise<void> {
  for (const toggle of await page.$$('button[aria-expanded]')) {
    if (!(await isShown(toggle))) continue;
    const name = `dropdown ${await label(toggle)}`;
    await toggle.click();
    await settle(page);
    record(name, await probeLayout(page));
    if ((await toggle.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
  }
}

/** Opens the first visible control of each kind that opens a dialog (search, registration). */
async function exploreDialogs(page: Page, record: (state: string, findings: string[]) => void): Promise<void> {
  for (const selector of ['header button[aria-haspopup="dialog"]', 'a[data-register]']) {
    const trigger = (await Promise.all((await page.$$(selector)).map(async (handle) => ((await isShown(handle)) ? handle : undefined)))).find(Boolean);
    if (!trigger) continue;
    const name = `dialog from ${await label(trigger)}`;
    await trigger.click();
    const opened = await page.waitForFunction(() => document.querySelector('dialog[open]'), undefined, { timeout: 3000 }).then(() => true, () => false);
    if (!opened) continue;
    await settle(page);
    record(name, await probeLayout(page));
    await page.keyboard.press('Escape');
    await settle(page);
  }
}

/** Switches to each tab in turn, checking it and the disclosures it shows. */
async function exploreTabs(page: Page, record: (state: string, findings: string[]) => void): Promise<void> {
  for (const tab of await page.$$('[role=tab]')) {
    if (!(await isShown(tab))) continue;
    const name = `tab ${await label(tab)}`;
    await tab.click();
    await settle(page);
    record(name, await probeLayout(page));
    await exploreDisclosures(page, name, record);
  }
}

async function exploreHashTargets(page: Page, record: (state: string, findings: string[]) => void): Promise<void> {
  const ids = await hashTargets(page);
  const sample = ids.filter((_, index) => index % Math.max(1, Math.ceil(ids.length / HASH_SAMPLE)) === 0);
  for (const id of sample) {
    const finding = await probeHashTarget(page, id);
    record(`jump to #${id}`, finding ? [finding] : []);
  }
}

describe.concurrent('the layout in every state', () => {
  for (const route of routes) {
    it(`has no overflow, clipping, small target or covered target on ${route}`, async () => {
      const failures: string[] = [];
      for (const width of WIDTHS) {
        const opened = await openPage(browser, route, { width, height: 800 });
        const { page } = opened;
        // A link that opens a new tab (registration form before its dialog loads) must not stay open.
        opened.context.on('page', (popup) => void popup.close());
        const record = (state: string, findings: string[]) => {
          for (const finding of findings) failures.push(`${width}px, ${state}: ${finding}`);
        };
        try {
          await page.waitForLoadState('networkidle');
          record('as loaded', await probeLayout(page));
          await exploreDisclosures(page, 'page', record);
          await exploreTabs(page, record);
          await exploreDropdowns(page, record);
          await exploreDialogs(page, record);
          await exploreHashTargets(page, record);
        } finally {
          await opened.close();
        }
      }
      const unique = [...new Set(failures)];
      expect(unique, `${route}:\n${unique.join('\n')}`).toEqual([]);
    }, 120_000);
  }
});
