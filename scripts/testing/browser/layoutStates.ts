/**
 * No layout defect on a phone or tablet in any state a visitor can reach: every route at one
 * width (e2e/layout-states-*.test.ts: 360, 390 and 768 px), then each disclosure, tab, dropdown
 * and dialog opened in turn, checked for sideways scrolling, clipped or spilling text, split words, small tap targets
 * and targets under the fixed header (scripts/testing/browser/layoutProbes.ts). One message per route
 * and width lists every finding once, with the first state it showed in.
 */
import type { ElementHandle, Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { listContentPages } from '../content.ts';
import { probeBreaks } from './breakProbes.ts';
import { hashTargets, probeHashTarget, probeLayout } from './layoutProbes.ts';
import { waitForSettled } from './settle.ts';
import { sharedPagesForThisFile } from './sharedPages.ts';

const NOT_FOUND = '/khong-co-trang-nay';
const routes = [...listContentPages().map((page) => page.route), NOT_FOUND];
/** Enough jumps to catch a missing scroll margin without visiting every heading. */
const HASH_SAMPLE = 6;
/** How long a state may keep loading (a sample solution fetched when its card opens) before it is measured anyway. */
const LOADING_LIMIT_MS = 5_000;

type RecordFindings = (state: string, findings: string[]) => void;

/**
 * The shared header (menu sections, search) is the same on every page that has it, so its
 * states are explored on the first page of each kind of header at each width, not on all 25.
 */
const exploredHeaders = new Set<string>();

/** A measured state: the page's own requests have finished (a card fills in its sample) and two frames have been drawn. */
async function settle(page: Page, pending: () => number): Promise<void> {
  const frames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await frames();
  for (const start = Date.now(); pending() > 0 && Date.now() - start < LOADING_LIMIT_MS;) await new Promise((resolve) => setTimeout(resolve, 25));
  await frames();
}

async function label(handle: ElementHandle<Element>): Promise<string> {
  return handle.evaluate((element) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30)}"`);
}

const isShown = (handle: ElementHandle<Element>) => handle.evaluate((element) => element.checkVisibility() && element.getBoundingClientRect().width > 0);

/** What the header offers, as a key: pages whose headers have the same controls share their menu states. */
const headerKind = (page: Page) => page.evaluate(() => [...document.querySelectorAll('header :is(a, button, summary)')]
  .map((element) => `${element.tagName}${element.getAttribute('href') ?? ''}${element.textContent?.trim() ?? ''}`).join('|'));

class Explorer {
  constructor(private readonly page: Page, private readonly record: RecordFindings, private readonly pending: () => number) {}

  private async measure(state: string): Promise<void> {
    await settle(this.page, this.pending);
    this.record(state, await probeLayout(this.page));
  }

  /** Opens each visible, not yet visited <summary>, checks, explores what it revealed, and closes it again. */
  async disclosures(state: string, scope = 'body'): Promise<void> {
    for (const summary of await this.page.$$(`${scope} summary:not([data-layout-probed])`)) {
      if (!(await isShown(summary))) continue;
      await summary.evaluate((element) => element.setAttribute('data-layout-probed', ''));
      const name = `${state} › open ${await label(summary)}`;
      await summary.click();
      await this.measure(name);
      const id = await summary.evaluate((element) => {
        const details = element.parentElement!;
        details.dataset.layoutScope ??= String(Math.random()).slice(2);
        return details.dataset.layoutScope;
      });
      await this.disclosures(name, `[data-layout-scope="${id}"]`);
      if (await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)) await summary.click();
    }
  }

  /** Clicks each visible toggle of a dropdown (a button with aria-expanded), checks, and closes it. */
  async dropdowns(): Promise<void> {
    for (const toggle of await this.page.$$('button[aria-expanded]:not([data-layout-probed])')) {
      if (!(await isShown(toggle))) continue;
      const name = `dropdown ${await label(toggle)}`;
      await toggle.click();
      await this.measure(name);
      if ((await toggle.getAttribute('aria-expanded')) === 'true') await this.page.keyboard.press('Escape');
    }
  }

  /** Opens the first visible control of each kind that opens a dialog (search, registration). */
  async dialogs(selectors: string[]): Promise<void> {
    for (const selector of selectors) {
      const trigger = (await Promise.all((await this.page.$$(selector)).map(async (handle) => ((await isShown(handle)) ? handle : undefined)))).find(Boolean);
      if (!trigger) continue;
      const name = `dialog from ${await label(trigger)}`;
      await trigger.click();
      const opened = await this.page.waitForFunction(() => document.querySelector('dialog[open]'), undefined, { timeout: 3000 }).then(() => true, () => false);
      if (!opened) continue;
      await this.measure(name);
      await this.page.keyboard.press('Escape');
      await settle(this.page, this.pending);
    }
  }

  /** Switches to each tab in turn, checking it and the disclosures it shows. */
  async tabs(): Promise<void> {
    for (const tab of await this.page.$$('[role=tab]')) {
      if (!(await isShown(tab))) continue;
      const name = `tab ${await label(tab)}`;
      await tab.click();
      await this.measure(name);
      await this.disclosures(name);
    }
  }

  async hashTargets(): Promise<void> {
    const ids = await hashTargets(this.page);
    const sample = ids.filter((_, index) => index % Math.max(1, Math.ceil(ids.length / HASH_SAMPLE)) === 0);
    for (const id of sample) {
      const finding = await probeHashTarget(this.page, id);
      this.record(`jump to #${id}`, finding ? [finding] : []);
    }
  }
}

/**
 * Registers the all-states check of every route at `width` px: one test file a width, so the three
 * widths run on both cores at once instead of one after the other in a single file.
 */
export function describeLayoutStates(width: number): void {
  const pages = sharedPagesForThisFile();

  describe.concurrent('the layout in every state', () => {
    for (const route of routes) {
      it(`has no overflow, clipping, small target or covered target on ${route} at ${width} px`, async () => {
        // A finding is the same defect in every state it shows in (measured a few pixels apart): listed once, with the first.
        const findings = new Map<string, string>();
        const record: RecordFindings = (state, found) => {
          for (const finding of found) {
            const defect = finding.replace(/\d+×\d+|(scrollWidth|right|top) \d+/g, '#');
            if (!findings.has(defect)) findings.set(defect, `${state}: ${finding}`);
          }
        };
        // A set, not a count: a request of the page's previous visit ending now is no request of this one.
        const pending = new Set<Request>();
        const origin = new URL(inject('baseURL')).origin;
        const opened = await pages.open(route, {
          width,
          height: 800,
          listen: (page) => {
            const own = (request: Request) => request.url().startsWith(origin);
            const start = (request: Request) => void (own(request) && pending.add(request));
            const end = (request: Request) => void pending.delete(request);
            // A link that opens a new tab (registration form before its dialog loads) must not stay open.
            const close = (popup: Page) => void popup.close();
            page.on('request', start).on('requestfinished', end).on('requestfailed', end).on('popup', close);
            return () => void page.off('request', start).off('requestfinished', end).off('requestfailed', end).off('popup', close);
          },
        });
        const { page } = opened;
        try {
          await waitForSettled(page);
          record('as loaded', [...await probeLayout(page), ...await probeBreaks(page, route)]);
          const kind = `${width} ${await headerKind(page)}`;
          const headerSeen = exploredHeaders.has(kind);
          exploredHeaders.add(kind);
          if (headerSeen) await page.$$eval('header :is(summary, button[aria-expanded])', (toggles) => toggles.forEach((toggle) => toggle.setAttribute('data-layout-probed', '')));
          const explore = new Explorer(page, record, () => pending.size);
          await explore.disclosures('page');
          await explore.tabs();
          await explore.dropdowns();
          await explore.dialogs([...(headerSeen ? [] : ['header button[aria-haspopup="dialog"]']), 'a[data-register]']);
          await explore.hashTargets();
        } finally {
          await opened.close();
        }
        const listed = [...findings.values()];
        expect(listed, `${route} at ${width} px:\n${listed.join('\n')}`).toEqual([]);
      // The exercises page alone has every card of every tab to open and measure: close to two minutes
      // when the machine is busy with the other pages' tests (it timed out once at 120 s in CI).
      }, 240_000);
    }
  });
}
