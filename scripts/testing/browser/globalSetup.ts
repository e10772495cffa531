/**
 * vitest globalSetup for the browser tests: serves the built site once for
 * every test file and checks up front that a Chromium exists.
 * https://vitest.dev/config/globalsetup
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../serve.ts';
import { findChromium } from './findChromium.ts';

const BUILT_SITE = fileURLToPath(new URL('../../../dist/client/', import.meta.url));

/** Starts the static server, provides its URL as `baseURL` and returns the teardown that stops it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(`${BUILT_SITE}index.html`)) {
    throw new Error(`${BUILT_SITE}index.html is missing: run npm run build before the browser tests.`);
  }
  // Before any test file starts, so a missing browser fails the run once, with instructions.
  await findChromium();
  const server = await startStaticServer({ root: BUILT_SITE, port: 0 });
  project.provide('baseURL', server.url);
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built site is served during the browser tests, e.g. `http://127.0.0.1:41234`. */
    baseURL: string;
  }
}
