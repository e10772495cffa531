/**
 * Opens the built site in Chromium for the browser tests. The base URL comes
 * from the static server that scripts/testing/browser/globalSetup.ts starts.
 */
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { inject } from 'vitest';
// Type-only: brings in the `baseURL` declaration of ProvidedContext without running the setup in a worker.
import type {} from './globalSetup.ts';
import { trackRequests } from './settle.ts';

/** A phone-sized viewport (iPhone 12–15). */
export const MOBILE = { width: 390, height: 844 } as const;
/** A laptop-sized viewport; the default for openPage. */
export const DESKTOP = { width: 1440, height: 900 } as const;

export { CHROMIUM_ARGS } from './chromiumArgs.ts';

export interface OpenPageOptions {
  width?: number;
  height?: number;
  /** False loads the pre-rendered HTML only, as a visitor without JavaScript sees it. */
  javaScriptEnabled?: boolean;
  /** Device pixels per CSS pixel: 3 for a phone, so pictures are chosen as on one; 1 by default. */
  deviceScaleFactor?: number;
  /** Called with the new page before it navigates, to listen from the first request on. */
  beforeNavigation?: (page: Page) => void | Promise<void>;
  /** 'domcontentloaded' when a test holds a script the load event waits for; 'load' by default. */
  waitUntil?: 'load' | 'domcontentloaded';
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** The navigation's response, for its status; null only if the navigation produced none. */
  response: Response | null;
  /** Every console error and uncaught exception since the page opened; tests usually expect it empty. */
  consoleErrors: string[];
  close(): Promise<void>;
}

/**
 * The Chromium every browser test file shares (started once by globalSetup.ts): starting one per
 * file cost each file a second. Closing it ends only this file's connection and contexts.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/**
 * Opens `path` of the served site in a fresh context (its own cookies and
 * storage), recording console errors from the first byte on.
 */
export async function openPage(browser: Browser, path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? DESKTOP.width, height: options.height ?? DESKTOP.height },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  recordConsoleErrors(page, () => consoleErrors);
  trackRequests(page);
  await options.beforeNavigation?.(page);

  try {
    const response = await page.goto(new URL(path, inject('baseURL')).href, { waitUntil: options.waitUntil ?? 'load' });
    return { page, context, response, consoleErrors, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Sends every console error and uncaught exception of `page` to the list `current()` names at the time. */
export function recordConsoleErrors(page: Page, current: () => string[]): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // "Failed to load resource" names no file in its text; the location says which one.
    const source = message.location().url;
    current().push(source ? `${message.text()} (${source})` : message.text());
  });
  page.on('pageerror', (error) => current().push(error.message));
}

/** Opens `path`, runs `test` with it and closes it, whether the test passes or not. */
export async function withOpenPage(browser: Browser, path: string, options: OpenPageOptions, test: (opened: OpenedPage) => Promise<void>): Promise<void> {
  const opened = await openPage(browser, path, options);
  try {
    await test(opened);
  } finally {
    await opened.close();
  }
}
