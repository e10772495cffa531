/**
 * Copy buttons and the setup guide: the bank-transfer block copies the account number and the
 * transfer note; every code block in the guide copies its code and shows a check for 2 seconds;
 * the guide's tabs start on development. Expected text comes from the content.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, withOpenPage, type OpenedPage } from '../scripts/testing/browser/browser.ts';
import { listContentPages, readSiteData } from '../scripts/testing/content.ts';

const BOOTCAMP = '/bootcamp-chatgpt-signal-bot';
const GUIDE = '/bootcamp-n8n-guide';
const GUIDE_TABS = ['development', 'production', 'mobile', 'security'];
const FEEDBACK_MS = 2000;
const data = readSiteData();
const { labels } = data;
const bootcampPage = listContentPages().find((page) => page.route === BOOTCAMP)?.frontmatter;
const course = bootcampPage && 'offering' in bootcampPage && bootcampPage.offering ? data.courses[bootcampPage.offering] : undefined;
const payment = course?.payment;
const account = payment ? data['bank-accounts'][payment.account] : undefined;

let browser: Browser;

beforeAll(async () => {
  if (!payment || !account) throw new Error(`${BOOTCAMP} sells no course with a bank payment`);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const withPage = (path: string, test: (opened: OpenedPage) => Promise<void>, javaScriptEnabled = true) =>
  withOpenPage(browser, path, { javaScriptEnabled }, async (opened) => {
    await opened.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await test(opened);
  });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** Whether the button shows its "copied" check and wording (rather than "copy"). */
async function showsCopied(button: Locator): Promise<boolean> {
  const [done, idle] = await Promise.all([button.locator('.copy-done').isVisible(), button.locator('.copy-idle').isVisible()]);
  if (done === idle) throw new Error('the copy button shows both or neither of its states');
  return done && (await button.locator('.copy-done').innerText()).includes(labels.copied);
}

// Within each suite the cases open pages of their own and load side by side, but those that copy
// run alone: Chromium has one clipboard for all its pages. Pages side by side share the machine, so
// each case is given twice the time it would have alone.
describe('the bank transfer block', { timeout: 60_000 }, () => {
  it.concurrent('shows holder, bank, account number, QR and the transfer note', ({ expect }) => withPage(BOOTCAMP, async ({ page }) => {
    const text = await page.locator('main').innerText();
    for (const value of [account?.holder, account?.bank, account?.number, payment?.note]) expect(text).toContain(value);
    const qr = page.getByRole('img', { name: labels.bank.qrAlt });
    await qr.scrollIntoViewIfNeeded();
    // What the code carries is read back in e2e/bank-qr.test.ts.
    expect(await qr.isVisible()).toBe(true);
  }, false));

  it.concurrent('hides the copy buttons without JavaScript, keeping the values readable', ({ expect }) => withPage(BOOTCAMP, async ({ page }) => {
    expect(await page.getByRole('button', { name: `${labels.copy}: ${labels.bank.number}` }).first().isVisible()).toBe(false);
    expect(await page.getByText(account?.number ?? '', { exact: true }).first().isVisible()).toBe(true);
  }, false));

  it.each([
    ['account number', () => account?.number ?? '', () => labels.bank.number],
    ['transfer note', () => payment?.note ?? '', () => labels.bank.note],
  ])('copies the %s', (_name, value, label) => withPage(BOOTCAMP, async ({ page }) => {
    // A paused fake clock: the check's 2 s pass only when the test says, however slow the machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const button = page.getByRole('button', { name: `${labels.copy}: ${label()}`, exact: true }).first();
    expect(await showsCopied(button)).toBe(false);
    await button.click();
    await expect.poll(() => clipboard(page)).toBe(value());
    expect(await showsCopied(button)).toBe(true);
  }));
});

describe('the setup guide', { timeout: 60_000 }, () => {
  const tab = (page: Page, id: string) => page.locator(`#tab-button-${id}`);
  const panel = (page: Page, id: string) => page.locator(`#tab-${id}`);

  async function ready(page: Page): Promise<void> {
    await page.locator('[data-behavior="tabs"][data-enhanced]').waitFor({ state: 'attached' });
  }

  it.concurrent('starts on the development tab and switches to each of the others', ({ expect }) => withPage(GUIDE, async ({ page }) => {
    await ready(page);
    expect(await tab(page, 'development').getAttribute('aria-selected')).toBe('true');
    for (const id of GUIDE_TABS) expect(await panel(page, id).isVisible()).toBe(id === 'development');
    for (const id of GUIDE_TABS.slice(1)) {
      await tab(page, id).click();
      for (const other of GUIDE_TABS) expect(await panel(page, other).isVisible()).toBe(other === id);
      expect(await panel(page, id).locator('.guide-step').count()).toBeGreaterThan(0);
      // Its first screen comes in the tap's frame, the steps below it right after.
      await expect.poll(() => panel(page, id).locator('.guide-step').last().isVisible()).toBe(true);
    }
  }));

  it.concurrent('keeps the panels not shown out of sight and out of the Tab order', ({ expect }) => withPage(GUIDE, async ({ page }) => {
    await ready(page);
    const hidden = page.locator('[role="tabpanel"]:not([data-active])');
    expect(await hidden.count()).toBe(GUIDE_TABS.length - 1);
    expect(await hidden.evaluateAll((panels) => panels.flatMap((panel) => [...panel.querySelectorAll('h4, pre, button')]).filter((element) => element.checkVisibility()).length)).toBe(0);
    await tab(page, 'development').focus();
    const reached: string[] = [];
    for (let press = 0; press < 30; press++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.id ?? ''));
    }
    expect(reached).toContain('tab-development');
    expect(reached.filter((id) => id && id !== 'tab-development')).toEqual([]);
  }));

  it.concurrent('answers a tab tapped before its code has loaded, once the code arrives', async ({ expect }) => {
    // A tap that comes before the tabs' code must not be lost.
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await withOpenPage(browser, GUIDE, {
      beforeNavigation: async (page) => {
        await page.route(/tabs\.behavior[^/]*\.js$/, async (route) => {
          await held;
          await route.continue();
        });
      },
    }, async ({ page, consoleErrors }) => {
      const [, second] = GUIDE_TABS;
      await tab(page, second!).click();
      expect(await page.locator('[data-behavior="tabs"][data-enhanced]').count()).toBe(0);
      release();
      await expect.poll(() => tab(page, second!).getAttribute('aria-selected')).toBe('true');
      expect(await panel(page, second!).isVisible()).toBe(true);
      expect(consoleErrors).toEqual([]);
    }).finally(release);
  });

  it.concurrent('gives every step a title and a code block, numbered from 1 in each tab', ({ expect }) => withPage(GUIDE, async ({ page }) => {
    for (const id of GUIDE_TABS) {
      const steps = panel(page, id).locator('.guide-step');
      const count = await steps.count();
      expect(count).toBeGreaterThan(0);
      const numbers = await steps.locator('.guide-step-number').allInnerTexts();
      expect(numbers.map((text) => text.replace(labels.step, '').trim())).toEqual(Array.from({ length: count }, (_, index) => String(index + 1)));
      for (const step of await steps.all()) {
        expect((await step.locator('h4').innerText()).trim().length).toBeGreaterThan(0);
        expect(await step.locator('pre').count()).toBeGreaterThanOrEqual(1);
      }
    }
  }, false));

  it.concurrent('lists the troubleshooting checks and quick links', ({ expect }) => withPage(GUIDE, async ({ page }) => {
    const text = await page.locator('main').innerText();
    for (const needle of ['5678', '1 GB', 'WEBHOOK_URL', 'SSL', 'PostgreSQL', 'SQLite', 'docs.n8n.io']) {
      expect(text.includes(needle) || (await page.locator(`a[href*="${needle}"]`).count()) > 0, needle).toBe(true);
    }
    for (const href of ['/bootcamp-n8n-mobile', '/bootcamp-n8n-exercises']) {
      expect(await page.locator(`#lien-ket-nhanh a[href="${href}"]`).count()).toBe(1);
    }
  }, false));

  it('copies a code block and shows the check for 2 seconds', ({ expect }) => withPage(GUIDE, async ({ page }) => {
    await ready(page);
    // A paused fake clock: the 2 s pass only when the test says, however slow the machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const block = panel(page, 'development').locator('[data-code-block]').first();
    const code = await block.locator('pre').innerText();
    const button = block.getByRole('button', { name: labels.copy });

    await button.click();
    await expect.poll(() => clipboard(page)).toBe(code);
    expect(await showsCopied(button)).toBe(true);
    await page.clock.runFor(FEEDBACK_MS - 100);
    expect(await showsCopied(button)).toBe(true);
    await page.clock.runFor(200);
    expect(await showsCopied(button)).toBe(false);
  }));
});
