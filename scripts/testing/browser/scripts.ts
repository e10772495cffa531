/**
 * What JavaScript the built site ships and what a page actually downloads, for the
 * tests that keep the pages light: prose stays in the HTML, React loads only on demand.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { builtSiteDir } from '../content.ts';

/**
 * A name React 19 itself exports (in `react` and in `react-dom`), which minifiers keep;
 * finding it in a file means that file is React's code, whatever its hashed chunk name.
 */
const REACT_MARKER = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';

export function isReactCode(source: string): boolean {
  return source.includes(REACT_MARKER);
}

/** Every JavaScript file of the built site (dist/client/**\/*.js), as absolute paths. */
export function listBuiltScripts(): string[] {
  return readdirSync(builtSiteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export interface LoadedScript {
  url: string;
  /** The file as served, after any Content-Encoding is undone. */
  body: Buffer;
}

/**
 * Starts recording every JavaScript response of `page`. `loaded()` waits for the bodies
 * seen so far; `requested()` lists every URL asked for, bodies or not.
 */
export function recordScripts(page: Page): { loaded(): Promise<LoadedScript[]>; requested(): string[] } {
  const bodies: Promise<LoadedScript>[] = [];
  const urls: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!new URL(url).pathname.endsWith('.js')) return;
    urls.push(url);
    const loaded = response.body().then((body) => ({ url, body }));
    // A test that never asks for the bodies may close the page while one is still being read:
    // that is no failure, so it must not surface as an unhandled rejection. loaded() still rejects.
    loaded.catch(() => undefined);
    bodies.push(loaded);
  });
  return { loaded: () => Promise.all(bodies), requested: () => [...urls] };
}

/** Whether any script the page has downloaded so far is React's. */
export async function hasLoadedReact(scripts: { loaded(): Promise<LoadedScript[]> }): Promise<boolean> {
  return (await scripts.loaded()).some((script) => isReactCode(script.body.toString('utf8')));
}
