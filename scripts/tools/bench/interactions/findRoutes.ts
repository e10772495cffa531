/**
 * Which built pages hold an element matching a selector, read from the pre-rendered HTML with a
 * real HTML parser and the same CSS selector the browser will use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';

export interface BuiltPage {
  route: string;
  tree: Root;
}

/** Every `index.html` under `clientDir` as its route, `/` first and the rest in alphabetical order. */
export function readBuiltPages(clientDir: string): BuiltPage[] {
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html' && !file.split(path.sep).some((part) => part.startsWith('.')));
  return files
    .map((file) => {
      const folder = path.dirname(file);
      return { route: folder === '.' ? '/' : `/${folder.split(path.sep).join('/')}`, file };
    })
    .sort((a, b) => (a.route === '/' ? -1 : b.route === '/' ? 1 : a.route.localeCompare(b.route)))
    .map(({ route, file }) => ({ route, tree: fromHtml(readFileSync(path.join(clientDir, file), 'utf8')) }));
}

/** Routes of the pages with at least one element matching `selector`. */
export function routesWith(pages: BuiltPage[], selector: string): string[] {
  return pages.filter((page) => select(selector, page.tree) !== undefined).map((page) => page.route);
}
