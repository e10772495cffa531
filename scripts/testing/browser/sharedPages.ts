/**
 * Pages a test file keeps open and sends from route to route: a new page costs a browser a process
 * (~150 ms idle, over a second on a loaded machine), a navigation in an open one none of that. For
 * tests that need nothing of a fresh context: no cookies or storage of their own, no routes, no
 * clock, and no first visit (a renderer that has drawn a page before asks for fonts that page used).
 * Tests running at once each get a page of their own, each in a context of its own: tabs of one
 * context share a window, where all but the front one draw a frame a second once a click lands.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { DESKTOP, launchBrowser, recordConsoleErrors, type OpenedPage } from './browser.ts';
import { trackRequests } from './settle.ts';

export interface SharedPageOptions {
  width?: number;
  height?: number;
  /** False loads the pre-rendered HTML only, as a visitor without JavaScript sees it. */
  javaScriptEnabled?: boolean;
  /** Device pixels per CSS pixel: 3 for a phone, so pictures are chosen as on one; 1 by default. */
  deviceScaleFactor?: number;
  /**
   * Called before the page navigates, to listen from the first request on; returns how to stop
   * listening, which the page's `close()` waits for (an unroute is a message to the browser).
   */
  listen?: (page: Page) => () => void | Promise<void>;
}

interface Tab {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
}

export class SharedPages {
  private readonly contexts: BrowserContext[] = [];
  private readonly idle = new Map<string, Tab[]>();

  /** `browser` gives the browser to open pages in; it may be launched after this is made (sharedPagesForThisFile). */
  constructor(private readonly browserOf: () => Browser) {}

  get browser(): Browser {
    return this.browserOf();
  }

  /**
   * Opens `path` in a free page of the kind the options name, at their viewport. `close()` hands
   * the page back for the next test, leaving it where it is.
   */
  async open(path: string, options: SharedPageOptions = {}): Promise<OpenedPage> {
    const kind = JSON.stringify([options.javaScriptEnabled ?? true, options.deviceScaleFactor ?? 1]);
    const tab = this.idle.get(kind)?.pop() ?? await this.openTab(options);
    const handBack = () => {
      if (!tab.page.isClosed()) this.idle.set(kind, [...this.idle.get(kind) ?? [], tab]);
    };
    const stopListening = options.listen?.(tab.page);
    try {
      const url = new URL(path, inject('baseURL'));
      const current = new URL(tab.page.url());
      // Only the fragment changing would scroll the same document, not load the page anew.
      if (current.origin === url.origin && current.pathname === url.pathname && current.search === url.search) await tab.page.goto('about:blank');
      await tab.page.setViewportSize({ width: options.width ?? DESKTOP.width, height: options.height ?? DESKTOP.height });
      tab.consoleErrors = [];
      trackRequests(tab.page);
      const response = await tab.page.goto(url.href, { waitUntil: 'load' });
      const { page, context, consoleErrors } = tab;
      return { page, context, response, consoleErrors, close: async () => { await stopListening?.(); handBack(); } };
    } catch (error) {
      await stopListening?.();
      await tab.page.close();
      throw error;
    }
  }

  /** Opens `path`, runs `test` with it and hands the page back, whether the test passes or not. */
  async with(path: string, options: SharedPageOptions, test: (opened: OpenedPage) => Promise<void>): Promise<void> {
    const opened = await this.open(path, options);
    try {
      await test(opened);
    } finally {
      await opened.close();
    }
  }

  /** Closes every page and context it opened. */
  async close(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close()));
    this.contexts.length = 0;
    this.idle.clear();
  }

  private async openTab(options: SharedPageOptions): Promise<Tab> {
    const context = await this.browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, deviceScaleFactor: options.deviceScaleFactor ?? 1 });
    this.contexts.push(context);
    const page = await context.newPage();
    const tab: Tab = { page, context, consoleErrors: [] };
    recordConsoleErrors(page, () => tab.consoleErrors);
    return tab;
  }
}

/**
 * A test file's browser and the pages its tests share: launched before the file's first test and
 * closed after its last (the hooks are registered where this is called, at the top of the file or of
 * a describe). `browser` is there once the file's tests run, for a test that needs a fresh context.
 */
export function sharedPagesForThisFile(): SharedPages {
  let browser: Browser | undefined;
  const pages = new SharedPages(() => {
    if (!browser) throw new Error('the browser is launched before the first test: use the shared pages in a test or hook');
    return browser;
  });
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await pages.close();
    await browser?.close();
  });
  return pages;
}
