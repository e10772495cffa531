import { describe, expect, it } from 'vitest';
import { sharedPagesForThisFile } from '../scripts/testing/browser/sharedPages.ts';

/** Pages sent from route to route: a fresh context for each visit cost a second of the browser's time. */
const tabs = sharedPagesForThisFile();

// Each case opens a page of its own, so they load side by side; five at once share the machine, so
// each is given twice the time it would have alone.
describe.concurrent('browser harness', { timeout: 60_000 }, () => {
  it('serves the home page in Vietnamese', async () => {
    const opened = await tabs.open('/');
    try {
      expect(opened.response?.status()).toBe(200);
      expect(await opened.page.evaluate(() => document.documentElement.lang)).toBe('vi');
    } finally {
      await opened.close();
    }
  });

  it('answers an unknown address with status 404', async () => {
    const opened = await tabs.open('/khong-ton-tai-xyz');
    try {
      expect(opened.response?.status()).toBe(404);
    } finally {
      await opened.close();
    }
  });
});
