/**
 * The routes a build wrote, read from its output folder as a static host serves them
 * (`bench/trang-00001/index.html` is /bench/trang-00001), so two generators' builds can be held to
 * the same set of pages. The not-found page (404.html) is no route.
 */
import { readdirSync } from 'node:fs';

/** Every route whose HTML is in `dir`, sorted. */
export function listBuiltRoutes(dir: string): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return files.flatMap((file) => routeOf(file.split('\\').join('/')) ?? []).sort();
}

/** The route an output file serves, or undefined for a file that is no page. */
export function routeOf(file: string): string | undefined {
  if (!file.endsWith('.html') || file === '404.html') return undefined;
  if (file === 'index.html') return '/';
  return `/${file.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

export interface RouteDifference {
  onlyOurs: string[];
  onlyTheirs: string[];
}

/** The routes one build has and the other lacks; both lists empty when the builds agree. */
export function routeDifference(ours: string[], theirs: string[]): RouteDifference {
  const theirSet = new Set(theirs);
  const ourSet = new Set(ours);
  return { onlyOurs: ours.filter((route) => !theirSet.has(route)), onlyTheirs: theirs.filter((route) => !ourSet.has(route)) };
}

/** The difference as lines to print, naming a few routes of each side (none when they agree). */
export function describeRouteDifference({ onlyOurs, onlyTheirs }: RouteDifference, [ourName, theirName]: [string, string]): string[] {
  const some = (routes: string[]) => `${routes.slice(0, 5).join(', ')}${routes.length > 5 ? ` and ${routes.length - 5} more` : ''}`;
  return [
    ...(onlyOurs.length > 0 ? [`${onlyOurs.length} route(s) only ${ourName} built: ${some(onlyOurs)}`] : []),
    ...(onlyTheirs.length > 0 ? [`${onlyTheirs.length} route(s) only ${theirName} built: ${some(onlyTheirs)}`] : []),
  ];
}
