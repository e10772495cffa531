/**
 * The pre-render's side of the engine's page cache, wired as the real site's renderer/pageRenderCache.ts
 * is: each render notes what it reads of the shared data and pictures, and the key its HTML is kept under.
 */
import { data, pages } from 'virtual:content';
import { images } from 'virtual:images';
import { readCompiledMdx } from 'virtual:mdx-pages';
import { handedOff } from '../../../../engine/render/handOff.ts';
import { noteRecord, openRenderCache } from '../../../../engine/render/renderCache/renderCache.ts';
import { renderKey } from '../../../../engine/render/renderCache/renderKey.ts';
import { readPaths, trackReads, type ReadPath } from '../../../../engine/render/renderCache/trackReads.ts';

const setting = handedOff().prerender?.renderCache;
const cache = setting && openRenderCache(setting);

/** The shared data and pictures for one page's render, as views that note what it reads; `done()` records them once it has rendered. */
export function watchedSources(route: string | null) {
  const reads: ReadPath[] = [];
  const watched = {
    data: trackReads(data, (path) => reads.push(['data', ...path]), 2),
    images: trackReads(images, (path) => reads.push(['images', ...path])),
  };
  const done = () => {
    const entry = route === null ? undefined : pages[route];
    if (!setting || !cache || !entry) return;
    const paths = readPaths(reads);
    cache.saveReads(entry.route, paths);
    noteRecord(setting.records, { route: entry.route, key: renderKey(setting.fingerprint, { route: entry.route, entry, mdx: readCompiledMdx(entry.file) }, paths, { data, images }) });
  };
  return { ...watched, done };
}
