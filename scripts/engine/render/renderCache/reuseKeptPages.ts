/**
 * The build's side of the page cache, before the pre-render: every page whose inputs are unchanged
 * since its last render is written into the output from the cache, and only the others are left for
 * the pre-render processes. Looked up here rather than in each of them: a pre-render process takes
 * three seconds to start (vike loads Vite to read its config), so a rebuild after one edit starts
 * one, for that page, instead of one per core to look up a share of pages each.
 */
import { readFileSync } from 'node:fs';
import { pagesByRoute } from '../../derive/contentFiles.ts';
import type { PreparedContent } from '../../derive/preparedContent.ts';
import { noteRecord, openRenderCache, placeKeptPage, type RenderCacheSetting } from './renderCache.ts';
import { renderKey } from './renderKey.ts';

/**
 * Places the kept pages of `content` (the published pages, and the data as the render is given it:
 * derive/contentFiles.ts) into the output; returns the routes still to render.
 */
export function reuseKeptPages(setting: RenderCacheSetting, content: Pick<PreparedContent, 'pages' | 'data' | 'images' | 'mdx'>): string[] {
  const cache = openRenderCache(setting);
  const sources = { data: content.data, images: content.images?.sets ?? {} };
  const toRender: string[] = [];
  for (const entry of Object.values(pagesByRoute(content.pages))) {
    const reads = cache.readsOf(entry.route);
    const compiled = content.mdx?.[entry.file];
    const file = reads && compiled && cache.pageFile(renderKey(setting.fingerprint, { route: entry.route, entry, mdx: readFileSync(compiled, 'utf8') }, reads, sources));
    if (!file) {
      toRender.push(entry.route);
      continue;
    }
    placeKeptPage(file, setting.clientDir, entry.route);
    noteRecord(setting.records, { route: entry.route, reused: true });
  }
  return toRender;
}
