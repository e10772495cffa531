/**
 * The key a page's built HTML is kept under: everything its render read. The code that renders it and
 * the client build it links to (the fingerprint), its own route, entry (frontmatter and facts) and
 * compiled MDX, and the values of the shared data it read (trackReads.ts), by name: `data.courses`,
 * `images.hoi-truong.jpg`; `data.*` for all of it. A page reads the same names again as long as these
 * are the same, since its render is a function of them alone.
 */
import { hash } from '../../core/diskCache.ts';
import { EVERY_PROPERTY } from './trackReads.ts';

export interface PageInputs {
  route: string;
  entry: unknown;
  /** The page's compiled MDX code. */
  mdx: string;
}

/** The shared objects a render may read, by the name its reads are noted under (`data`, `images`). */
export type SharedSources = Record<string, Record<string, unknown> | undefined>;

export function renderKey(fingerprint: string, page: PageInputs, reads: string[], sources: SharedSources): string {
  const values = [...new Set(reads)].sort().map((name) => [name, valueOf(name, sources)]);
  return hash(JSON.stringify([fingerprint, page.route, page.entry, hash(page.mdx), values]));
}

function valueOf(name: string, sources: SharedSources): unknown {
  const dot = name.indexOf('.');
  const source = sources[name.slice(0, dot)];
  const property = name.slice(dot + 1);
  return property === EVERY_PROPERTY ? source : source?.[property];
}
