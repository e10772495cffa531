/**
 * Which pages a change touches, as visitors get them: every pre-rendered page (a folder's
 * `index.html`) of two builds, compared byte for byte. Both builds run with the same clock, so a
 * page whose HTML differs shows something different.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type PageChange = 'changed' | 'added' | 'removed';

export interface ChangedPage {
  route: string;
  change: PageChange;
}

/** The pages whose HTML differs between two built sites' client folders, in route order. */
export function listChangedPages(beforeClient: string, afterClient: string): ChangedPage[] {
  const before = new Set(listRoutes(beforeClient));
  const after = new Set(listRoutes(afterClient));
  const changes: ChangedPage[] = [];
  for (const route of [...new Set([...before, ...after])].sort((a, b) => a.localeCompare(b))) {
    if (!before.has(route)) changes.push({ route, change: 'added' });
    else if (!after.has(route)) changes.push({ route, change: 'removed' });
    else if (!readFileSync(htmlFileOf(beforeClient, route)).equals(readFileSync(htmlFileOf(afterClient, route)))) changes.push({ route, change: 'changed' });
  }
  return changes;
}

/** Every pre-rendered page's address, from the `index.html` files of a built client folder. */
export function listRoutes(client: string): string[] {
  if (!existsSync(client)) return [];
  return readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => `/${path.dirname(file) === '.' ? '' : path.dirname(file).split(path.sep).join('/')}`)
    .sort();
}

/** The HTML file a route is served from. */
export function htmlFileOf(client: string, route: string): string {
  return path.join(client, ...route.split('/').filter(Boolean), 'index.html');
}

/** A route as a file name: `/` is `home`, `/khoa/a` is `khoa_a`. */
export function fileNameOf(route: string): string {
  return route === '/' ? 'home' : route.slice(1).replace(/\//g, '_');
}
