/**
 * The pre-render of a rebuild whose code is an earlier build's (render/viteOutputCache.ts): each page
 * left to render is rendered by that server code with vike's `renderPage`, as a production server
 * would, and written where a static host serves it.
 *
 * Not vike's own `prerender`, which loads Vite and the site's whole Vite config (Tailwind, MDX,
 * vike's plugin) to find that same code: about three seconds that a rebuild after one edit spent to
 * render one page. Code built in this process is pre-rendered by vike's `prerender` (run/build.ts):
 * with Vite loaded, vike takes a `renderPage` for a dev server's. The HTML is the same, byte for
 * byte (scripts/engine/run/rebuild.test.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFileOf } from './renderCache/renderCache.ts';

/** Where vike's pre-render writes the not-found page, which every build renders again. */
const NOT_FOUND_FILE = '404.html';
/** A path no page has: its render is the not-found page. */
const UNKNOWN_PATH = '/__not-found__';

/**
 * Writes the HTML of each of `routes`, and of the not-found page, into `clientDir`, as vike's
 * pre-render names them. The server code must be in place (the build's output folder), and the
 * content handed over (handOff.ts). Vite must not be loaded in this process.
 */
export async function renderRoutes(routes: readonly string[], clientDir: string): Promise<void> {
  // What vike's server code checks: production code, run without Vite, is production.
  process.env.NODE_ENV = 'production';
  const { renderPage } = await import('vike/server');
  for (const route of routes) {
    writeHtml(htmlFileOf(clientDir, route), await render(renderPage, route, 200));
  }
  writeHtml(path.join(clientDir, NOT_FOUND_FILE), await render(renderPage, UNKNOWN_PATH, 404));
}

type RenderPage = typeof import('vike/server').renderPage;

async function render(renderPage: RenderPage, urlOriginal: string, expected: number): Promise<string> {
  const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal });
  // The not-found page comes of the content page's render(404), which vike also reports as the error while rendering.
  if (httpResponse?.statusCode === expected) return httpResponse.body;
  throw errorWhileRendering ?? new Error(`rendering ${urlOriginal} gave ${httpResponse ? `status ${httpResponse.statusCode}` : 'no response'}, not ${expected}`);
}

function writeHtml(file: string, html: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}
