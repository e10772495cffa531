/**
 * Built pages kept between builds, so a rebuild renders only the pages whose inputs changed and
 * takes the others' HTML from here. `npm run build` turns it on for the pre-render (run/build.ts):
 * - before the pre-render, the build looks up every page by the paths of the shared data its last
 *   render read (kept here by route) and the key those values give now (renderKey.ts); a page found
 *   is written into the output as it was and not rendered (reuseKeptPages.ts);
 * - rendering a page, it notes what the render read and under which key its HTML belongs;
 * - once the pre-render is done, the build keeps each rendered page's finished HTML (vike's assets
 *   injected) under its key (keepRenderedPages).
 * Everything is under the fingerprint of the code and of the client build (run/build.ts), so a changed
 * component, layout, package or stylesheet finds nothing and every page renders again.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openDiskCache, placeEntry } from '../../core/diskCache.ts';
import type { ReadPath } from './trackReads.ts';

export interface RenderCacheSetting {
  root: string;
  /** Of the code and the client build. */
  fingerprint: string;
  /** The built site being written (dist/client of the scratch build). */
  clientDir: string;
  /**
   * What the build reused and the pre-render rendered, a record a page: filled in this process, the
   * server code's copy of this module pushing to the same list (handed over: render/handOff.ts).
   */
  records: RenderRecord[];
}

export type RenderRecord = { route: string; key: string } | { route: string; reused: true };

export function openRenderCache({ root, fingerprint }: Pick<RenderCacheSetting, 'root' | 'fingerprint'>) {
  const pages = openDiskCache('html', fingerprint, { root, extension: '.html' });
  const reads = openDiskCache('html-reads', fingerprint, { root, extension: '.json' });
  return {
    /** What the page's last render read, if it was rendered under this fingerprint. */
    readsOf: (route: string): ReadPath[] | undefined => {
      const text = reads.read(route);
      return text === undefined ? undefined : JSON.parse(text) as ReadPath[];
    },
    saveReads: (route: string, paths: ReadPath[]) => reads.write(route, JSON.stringify(paths)),
    pageFile: (key: string) => pages.find(key),
    savePage: (key: string, html: string | Uint8Array) => pages.write(key, html),
  };
}

/** Where a page's HTML is in a built site. */
export function htmlFileOf(clientDir: string, route: string): string {
  return path.join(clientDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
}

/** Writes a kept page into the built site. */
export function placeKeptPage(file: string, clientDir: string, route: string): void {
  const target = htmlFileOf(clientDir, route);
  mkdirSync(path.dirname(target), { recursive: true });
  placeEntry(file, target);
}

export function noteRecord(records: RenderRecord[], record: RenderRecord): void {
  records.push(record);
}

/** After the pre-render: keeps each rendered page's finished HTML; says how many were rendered and reused. */
export function keepRenderedPages(setting: RenderCacheSetting): { rendered: number; reused: number } {
  const cache = openRenderCache(setting);
  const { records } = setting;
  let rendered = 0;
  for (const record of records) {
    if (!('key' in record)) continue;
    cache.savePage(record.key, readFileSync(htmlFileOf(setting.clientDir, record.route)));
    rendered += 1;
  }
  return { rendered, reused: records.length - rendered };
}
