/**
 * `npm run build`, in one process: prepare the content, build the code with Vite, pre-render the
 * pages, check them, and only then swap the finished site in for dist/. Invalid content stops the
 * build before anything is written, and a build that fails at any step leaves dist/ as it was.
 *
 * Everything a step needs is handed on in this process, typed: the content to the server render
 * through render/handOff.ts, nothing through the environment or files between processes. One child
 * process is kept: the share cards are drawn in one of their own (compile/shareCards/), on the core
 * the rest leaves free, so satori and resvg never load here.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { InlineConfig } from 'vite';
import { auditSite } from '../audit/auditSite.ts';
import { prepareContent, type Prepared, type PrepareDefinition } from '../compile/prepareContent.ts';
import { drawMissingShareCards } from '../compile/shareCards/drawMissingShareCards.ts';
import { placeShareCards } from '../compile/shareCards/writeShareCards.ts';
import { hash } from '../core/diskCache.ts';
import type { Problem } from '../core/problem.ts';
import { writeContentFiles } from '../derive/contentFiles.ts';
import { handOff, renderInput } from '../render/handOff.ts';
import { renderRoutes } from '../render/renderRoutes.ts';
import { keepRenderedPages, type RenderCacheSetting } from '../render/renderCache/renderCache.ts';
import { reuseKeptPages } from '../render/renderCache/reuseKeptPages.ts';
import { sourceFingerprint } from '../render/renderCache/sourceFingerprint.ts';
import { openViteOutputCache } from '../render/viteOutputCache.ts';
import { publishBuild } from '../write/publishBuild.ts';

export interface BuildOptions {
  definition: PrepareDefinition;
  root: string;
  contentDir: string;
  /** Where the finished site goes (dist/): client/ holds what visitors get. */
  distDir: string;
  /**
   * The site's Vite config (vite.config.ts), as its module exports it: loaded only when the code is
   * built, since its plugins take seconds to load and a rebuild of content alone needs none of them.
   */
  loadViteConfig: () => Promise<InlineConfig>;
  /** Told each step's name as it ends, and each line worth printing. */
  log?: (line: string) => void;
}

export type BuildResult =
  | { built: true; pages: number; rendered: number; reused: number; steps: string[] }
  | { built: false; reason: 'content' | 'audit'; problems: Problem[] };

export async function buildSite({ definition, root, contentDir, distDir, loadViteConfig, log = () => undefined }: BuildOptions): Promise<BuildResult> {
  const steps = stepTimer();
  // A scratch folder beside dist/, swapped in only when everything succeeded; gone however the build ends.
  const scratch = path.join(path.dirname(distDir), `.dist-${process.pid}`);
  const removeScratch = () => rmSync(scratch, { recursive: true, force: true });
  process.on('exit', removeScratch);
  try {
    // 1. The code, built by Vite, or its output copied from an earlier build of the same code: it holds
    //    nothing of the content, which the server render reads from the hand-off. Started first, it runs
    //    while the content is read (its bundler works in threads of its own).
    const code = sourceFingerprint(root);
    const building = buildCode(root, scratch, loadViteConfig, code);
    building.catch(() => undefined);

    // 2. The content, read, validated and compiled; its pictures made.
    const prepared = await prepareContent(definition, contentDir, root);
    if (!('content' in prepared) || prepared.problems.some((problem) => problem.severity === 'error')) {
      return { built: false, reason: 'content', problems: prepared.problems.filter((problem) => problem.severity === 'error') };
    }
    reportPrepared(prepared, log);
    steps.done('prepare');

    // 3. The share cards missing from the cache, drawn meanwhile in a process of their own.
    const drawing = drawMissingShareCards(prepared.plan.cards.map((card) => card.facts), root);
    drawing.catch(() => undefined);

    const { reusedOutput } = await building;
    steps.done(reusedOutput ? 'Vite build (reused)' : 'Vite build');

    // 4. The files beside the pages (sitemap, search index, feeds, pictures), then the pages: those whose
    //    inputs are unchanged come from the page cache (render/renderCache/), the rest are pre-rendered.
    writeContentFiles(scratch, prepared.content);
    const clientDir = path.join(scratch, 'client');
    const renderCache = renderCacheSetting(root, scratch, code);
    const routes = reuseKeptPages(renderCache, prepared.content);
    const input = renderInput(prepared.content);
    try {
      // Code built now is pre-rendered by vike, Vite already loaded; kept code is run as it is, without Vite (render/renderRoutes.ts).
      if (reusedOutput) {
        handOff({ input: () => input, prerender: { routes, outDir: scratch, renderCache } });
        await renderRoutes(routes, clientDir);
      } else {
        // vike's pre-render holds every page it rendered, HTML and all, until it returns: the heap grew
        // by 95 MB over 1,000 pages, so 1.9 GB at 20,000. A thousand at a time keeps it near 160 MB, for
        // about a second a call. The first call runs even with no route left: it writes the not-found page.
        for (let from = 0; from === 0 || from < routes.length; from += PRERENDER_BATCH) {
          handOff({ input: () => input, prerender: { routes: routes.slice(from, from + PRERENDER_BATCH), outDir: scratch, renderCache } });
          await prerenderWithVite(root, scratch);
        }
      }
    } finally {
      handOff(undefined);
    }
    const { rendered, reused } = keepRenderedPages(renderCache);
    // The server code exists only to pre-render.
    rmSync(path.join(scratch, 'server'), { recursive: true, force: true });
    steps.done('pre-render');

    const cards = await drawing;
    log(`Share cards: ${cards.computed} drawn, ${cards.reused} reused`);
    placeShareCards(prepared.plan.cards, clientDir, root);
    steps.done('share cards');

    // 5. Links, anchors, images and embeds, checked in the HTML visitors would get.
    const broken = auditSite({ ...prepared.plan, clientDir, root, contentDir });
    if (broken.length > 0) return { built: false, reason: 'audit', problems: broken };
    steps.done('audit');

    // 6. The finished site takes dist/'s place.
    publishBuild(scratch, distDir);
    return { built: true, pages: prepared.plan.pages.length, rendered, reused, steps: steps.list };
  } finally {
    // Again at exit: a Vite build left running when the content proved invalid may still write into it.
    removeScratch();
  }
}

/** Builds the code into `outDir`, or copies the output of an earlier build of the same code. */
async function buildCode(root: string, outDir: string, loadViteConfig: () => Promise<InlineConfig>, code: string): Promise<{ reusedOutput: boolean }> {
  const outputs = openViteOutputCache(root, code);
  if (outputs.restore(outDir)) return { reusedOutput: true };
  const [{ build }, { mergeConfig }, viteConfig] = await Promise.all([import('vike/api'), import('vite'), loadViteConfig()]);
  // Relative to the root: vike resolves an absolute outDir against it again.
  await build({ viteConfig: mergeConfig(viteConfig, { configFile: false, root, logLevel: 'warn', build: { outDir: path.relative(root, outDir) } }) });
  if (!existsSync(path.join(outDir, 'assets.json'))) throw new Error('the Vite build wrote no assets.json');
  outputs.keep(outDir);
  return { reusedOutput: false };
}

/** The most pages one call of vike's pre-render renders. */
const PRERENDER_BATCH = 1000;

/** vike's pre-render of the routes handed over (pages/content/+onBeforePrerenderStart.ts), in the code just built into `outDir`. */
async function prerenderWithVite(root: string, outDir: string): Promise<void> {
  const { prerender } = await import('vike/api');
  await prerender({ viteConfig: { configFile: false, root, build: { outDir: path.relative(root, outDir) } } });
}

/** The page cache for this build: keyed by the code and the client build the pages link to (vike's manifest names every asset by its hash). */
function renderCacheSetting(root: string, outDir: string, code: string): RenderCacheSetting {
  const fingerprint = hash(code + readFileSync(path.join(outDir, 'assets.json'), 'utf8'));
  return { root, fingerprint, clientDir: path.join(outDir, 'client'), records: [] };
}

function reportPrepared({ stats }: Prepared, log: (line: string) => void): void {
  log(`MDX: ${stats.mdx.computed} page(s) compiled, ${stats.mdx.reused} reused`);
  log(`Images: ${stats.pictures.made} picture set(s) made, ${stats.pictures.reused} reused`);
}

/** How long each step took: where a build's time goes, without a profiler. */
function stepTimer() {
  const list: string[] = [];
  let started = performance.now();
  return {
    list,
    done(name: string) {
      const now = performance.now();
      list.push(`${name} ${((now - started) / 1000).toFixed(1)} s`);
      started = now;
    },
  };
}
