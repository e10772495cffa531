/**
 * The key a page's built HTML is kept under: everything its render read. The code that renders it and
 * the client build it links to (the fingerprint), its own route, entry (frontmatter and facts) and
 * compiled MDX, and the values of the shared data it read (trackReads.ts), by path from the object
 * they were read from: `data/courses/flagship`, `images/public/images/hoi-truong.jpg#eventBanner`.
 * A page reads the same paths again as long as these are the same, since its render is a function of them alone.
 */
import { hash } from '../../core/diskCache.ts';
import type { ReadPath } from './trackReads.ts';

export interface PageInputs {
  route: string;
  entry: unknown;
  /** The page's compiled MDX code. */
  mdx: string;
}

/** The shared objects a render may read, by the first part of its read paths (`data`, `images`). */
export type SharedSources = Record<string, unknown>;

export function renderKey(fingerprint: string, page: PageInputs, reads: ReadPath[], sources: SharedSources): string {
  const values = reads.map((path) => [path, valueAt(sources, path)]).sort(([a], [b]) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return hash(JSON.stringify([fingerprint, page.route, page.entry, hash(page.mdx), values]));
}

function valueAt(sources: SharedSources, path: ReadPath): unknown {
  let value: unknown = sources;
  for (const part of path) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}
