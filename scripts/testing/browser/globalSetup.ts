/**
 * vitest globalSetup for the browser tests: serves the built site and starts one Chromium, once for
 * every test file: each file connects to it (browser.ts) instead of starting a browser of its own.
 * https://vitest.dev/config/globalsetup
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../serve.ts';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromiumArgs.ts';
import { findBrowserTestChromium } from './findChromium.ts';
import { writeContent } from '../content.ts';

const BUILT_SITE = fileURLToPath(new URL('../../../dist/client/', import.meta.url));

/** Starts the static server and the browser, provides where they are and returns the teardown that stops both. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(`${BUILT_SITE}index.html`)) {
    throw new Error(`${BUILT_SITE}index.html is missing: run npm run build before the browser tests.`);
  }
  // Before any test file starts, so a missing browser fails the run once, with instructions.
  const browser = await chromium.launchServer({ executablePath: await findBrowserTestChromium(), args: CHROMIUM_ARGS });
  const server = await startStaticServer({ root: BUILT_SITE, port: 0 });
  project.provide('baseURL', server.url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  // The content, read once for every file (content.ts) instead of once per file.
  const scratch = mkdtempSync(path.join(tmpdir(), 'e2e-content-'));
  const contentFile = path.join(scratch, 'content.json');
  writeContent(contentFile);
  project.provide('contentFile', contentFile);
  return async () => {
    await server.close();
    await browser.close();
    rmSync(scratch, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built site is served during the browser tests, e.g. `http://127.0.0.1:41234`. */
    baseURL: string;
    /** The shared Chromium's WebSocket endpoint, for `chromium.connect`. */
    browserEndpoint: string;
    /** The validated content as JSON (content.ts), read once for every browser test file; unset for other tests. */
    contentFile?: string;
  }
}
