import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../scripts/testing/browser/browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// Each case opens a page of its own, so they load side by side; five at once share the machine, so
// each is given twice the time it would have alone.
describe.concurrent('browser harness', { timeout: 60_000 }, () => {
  it('serves the home page in Vietnamese', async () => {
    const opened = await openPage(browser, '/');
    try {
      expect(opened.response?.status()).toBe(200);
      expect(await opened.page.evaluate(() => document.documentElement.lang)).toBe('vi');
    } finally {
      await opened.close();
    }
  });

  it('answers an unknown address with status 404', async () => {
    const opened = await openPage(browser, '/khong-ton-tai-xyz');
    try {
      expect(opened.response?.status()).toBe(404);
    } finally {
      await opened.close();
    }
  });
});
