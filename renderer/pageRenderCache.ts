/**
 * The pre-render's side of the build's page cache (scripts/engine/render/renderCache/renderCache.ts;
 * server only, and only when `npm run build` turns it on): notes what a page's render reads. The
 * build has taken the pages whose inputs are unchanged from the cache before (reuseKeptPages.ts).
 */
import { data, pages } from 'virtual:content';
import { images } from 'virtual:images';
import { readCompiledMdx } from 'virtual:mdx-pages';
import { renderKey, type PageInputs, type SharedSources } from '../scripts/engine/render/renderCache/renderKey.ts';
import { handedOff } from '../scripts/engine/render/handOff.ts';
import { noteRecord, openRenderCache } from '../scripts/engine/render/renderCache/renderCache.ts';
import { readPaths, trackReads, type ReadPath } from '../scripts/engine/render/renderCache/trackReads.ts';

const sources: SharedSources = { data, images };

// Read once per pre-render: the setting is fixed for its whole run.
const setting = handedOff().prerender?.renderCache;
const cache = setting && openRenderCache(setting);

function inputsOf(route: string): PageInputs | undefined {
  const entry = pages[route];
  return entry && { route, entry, mdx: readCompiledMdx(entry.file) };
}

/**
 * The shared data and pictures for one page's render, as views that note what it reads; `done()`,
 * once it has rendered, records the reads and the key its HTML is to be kept under.
 */
export function watchedSources(route: string | null) {
  const reads: ReadPath[] = [];
  const watched = {
    // Two levels of the data: a page showing one course depends on that course, not on them all.
    data: trackReads(data, (path) => reads.push(['data', ...path]), 2),
    images: trackReads(images, (path) => reads.push(['images', ...path])),
  };
  const done = () => {
    if (!setting || !cache || route === null) return;
    const inputs = inputsOf(route);
    if (!inputs) return;
    const paths = readPaths(reads);
    cache.saveReads(inputs.route, paths);
    noteRecord(setting.records, { route: inputs.route, key: renderKey(setting.fingerprint, inputs, paths, sources) });
  };
  return { ...watched, done };
}
