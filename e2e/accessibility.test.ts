/**
 * axe-core on every route as built, and with the overlays open (search, mobile menu, a register
 * dialog): no violations. Each violation is reported with its rule, the elements and the fix axe names.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, openPage, type OpenPageOptions } from '../scripts/testing/browser/browser.ts';
import { waitForSettled } from '../scripts/testing/browser/settle.ts';
import { sharedPagesForThisFile } from '../scripts/testing/browser/sharedPages.ts';
import { listContentPages, readSiteData } from '../scripts/testing/content.ts';
import { hamburger } from '../scripts/testing/browser/shell.ts';

/** axe-core's code, read once for every page it runs in. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const routes = listContentPages().filter((page) => page.status === 'published').map((page) => page.route);
const { labels } = readSiteData();

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

const pages = sharedPagesForThisFile();

/** Runs axe on the page as it is now; one line per violation and element. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated by the test, not added as a <script>: the served pages' CSP (site/files/securityHeaders.ts) blocks inline scripts, as it should.
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return found.flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.help}): ${node.target.join(' ')} ${node.failureSummary ?? ''}`.trim()));
}

/** Audits `route` once it has settled and `act` has run: in a page of its own if it stubs requests, in a shared one otherwise. */
async function audit(route: string, options: OpenPageOptions, act?: (page: Page) => Promise<void>): Promise<string[]> {
  const { page, close } = options.beforeNavigation ? await openPage(pages.browser, route, options) : await pages.open(route, options);
  try {
    await waitForSettled(page);
    await act?.(page);
    return await violations(page);
  } finally {
    await close();
  }
}

// The cases run side by side: much of their time is spent waiting on the browser.
describe.concurrent('accessibility (axe-core)', () => {
  it.each(routes)('%s has no violations', async (route) => {
    expect(await audit(route, {})).toEqual([]);
  });

  it('the not-found page has no violations', async () => {
    expect(await audit('/trang-khong-ton-tai', {})).toEqual([]);
  });

  it('has none with the search overlay open', async () => {
    expect(await audit('/', {}, async (page) => {
      await page.getByRole('button', { name: labels.search }).first().click();
      await page.locator('dialog[open]').waitFor();
      await page.keyboard.type('bot');
    })).toEqual([]);
  });

  it('has none with the mobile menu open', async () => {
    expect(await audit('/', MOBILE, async (page) => {
      await hamburger(page, labels).click();
      await page.locator('[data-mobile-menu][open]').waitFor();
    })).toEqual([]);
  });

  it('has none with a register dialog open', async () => {
    expect(await audit('/bootcamp-chatgpt-signal-bot', {
      beforeNavigation: async (page) => {
        await page.route('https://forms.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="vi"><title>Biểu mẫu</title><main><label>Họ tên <input></label></main></html>' }));
      },
    }, async (page) => {
      await page.locator('a[data-register]').first().click();
      await page.locator('dialog[open]').waitFor();
    })).toEqual([]);
  });
});
