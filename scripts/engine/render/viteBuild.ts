/**
 * Runs the Vite build into `outDir`, or copies its output from an earlier build of the same code
 * (viteOutputCache.ts), writes the content's files beside it (derive/contentFiles.ts), then
 * pre-renders the published pages in shards: vike prerender processes that each render a share of
 * them (pages/content/+onBeforePrerenderStart.ts), as many at once as the machine has cores. vike
 * keeps every page's HTML and context until its pre-render ends, which put 5,000 pages in one
 * process over 1.5 GB; a shard holds a thousand at most.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, constants, setPriority } from 'node:os';
import path from 'node:path';
import { hash } from '../core/diskCache.ts';
import { BUILD_WRITES_CONTENT_ENV, CONTENT_READY_ON_STDIN_ENV, readPreparedContent } from '../derive/preparedContent.ts';
import { RENDER_CACHE_ENV, type RenderCacheSetting } from './renderCache/renderCache.ts';
import { sourceFingerprint } from './renderCache/sourceFingerprint.ts';
import { openViteOutputCache } from './viteOutputCache.ts';

/** The most pages one pre-render process holds. */
const PAGES_PER_SHARD = 1000;
/** Set for each pre-render process: the file listing the routes it renders. */
export const PRERENDER_ROUTES_ENV = 'SITE_PRERENDER_ROUTES';

/**
 * `preparedContent`: the file the build's first step leaves the content in, once `contentValid`
 * settles true. Vite starts at once and waits, loading its plugins meanwhile, until then; its output
 * is held back, and if the content is invalid (false), it ends without a word and nothing is built.
 * With `keptPages` (a folder for the pre-render's notes), pages whose inputs are unchanged since an
 * earlier build are taken from the page cache instead of rendered (renderCache/): returned is the
 * setting to keep the rendered ones by.
 */
export async function viteBuild(root: string, outDir: string, { contentValid, preparedContent, keptPages, onStep, coreBusyUntil }: {
  contentValid: Promise<boolean>;
  preparedContent: string;
  keptPages?: string;
  /** Called as each of its two steps ends ('Vite build', 'pre-render'), to time them. */
  onStep?: (step: string) => void;
  /**
   * Settles when a core the build keeps busy elsewhere is free again (the share cards being drawn):
   * until then one pre-render process fewer runs, so the machine is not asked for more than it has,
   * and the memory of one more process is not added to theirs.
   */
  coreBusyUntil?: Promise<unknown>;
}): Promise<false | { renderCache?: RenderCacheSetting }> {
  /**
   * Runs a step's process. With `waitFor`, it starts now and is told to go on once that settles true
   * (see CONTENT_READY_ON_STDIN_ENV). `background`: at the lowest priority, so that it takes only
   * the time the build's first step leaves free, however long its start takes.
   */
  const run = (script: string, args: string[], { env = {}, waitFor, background = false }: { env?: Record<string, string>; waitFor?: Promise<boolean>; background?: boolean } = {}) => new Promise<boolean>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      cwd: root,
      stdio: waitFor ? ['pipe', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, SITE_OUT_DIR: outDir, ...(waitFor ? { [CONTENT_READY_ON_STDIN_ENV]: '1' } : {}), ...env },
    });
    try {
      if (background && child.pid !== undefined) setPriority(child.pid, constants.priority.PRIORITY_LOW);
    } catch {
      // It has ended already: how it ended says why.
    }
    // A build that stops (invalid content, a failure, Ctrl-C) stops its steps with it.
    const stop = () => child.kill();
    process.on('exit', stop);
    child.on('close', () => process.off('exit', stop));
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
    if (!waitFor) return;
    const held: [NodeJS.WriteStream, Buffer][] = [];
    let holding = true;
    let unwanted = false;
    const release = () => {
      holding = false;
      for (const [stream, chunk] of held.splice(0)) stream.write(chunk);
    };
    child.stdout?.on('data', (chunk: Buffer) => (holding ? held.push([process.stdout, chunk]) : process.stdout.write(chunk)));
    child.stderr?.on('data', (chunk: Buffer) => (holding ? held.push([process.stderr, chunk]) : process.stderr.write(chunk)));
    // Should it fail before the content is ready (a broken config), what it said is the reason.
    child.on('close', () => unwanted || release());
    const cancel = () => {
      unwanted = true;
      child.kill();
    };
    waitFor.then((ready) => {
      if (!ready) return cancel();
      release();
      child.stdin?.end('ready\n');
    }, cancel);
  });

  // Loaded while Vite builds or the content is read, when this process is idle.
  const contentFiles = import('../derive/contentFiles.ts');
  const keptPagesLookup = keptPages ? import('./renderCache/reuseKeptPages.ts') : undefined;
  const code = sourceFingerprint(root);
  const outputs = openViteOutputCache(root, code);
  const reused = outputs.restore(outDir);

  const cores = availableParallelism();
  const coreFree = (coreBusyUntil ?? Promise.resolve()).then(() => undefined, () => undefined);
  let renderCache: RenderCacheSetting | undefined;
  const openRenderCache = () => {
    if (!keptPages) return;
    // The code, and the client build the pages link to (vike's manifest of it names every asset by its hash).
    const fingerprint = hash(code + readFileSync(path.join(outDir, 'assets.json'), 'utf8'));
    mkdirSync(keptPages, { recursive: true });
    renderCache = { root, fingerprint, clientDir: path.join(outDir, 'client'), records: keptPages };
  };
  const shardFile = (index: number) => path.join(outDir, 'server', `prerender-${index}.json`);
  // A pre-render needs only vike and the server build: without vite.config.ts (vike's VITE_CONFIG
  // overrides it), a shard does not load Tailwind, MDX and the content plugins, and starts in half the time.
  const prerenderConfig = { VITE_CONFIG: JSON.stringify({ configFile: false, build: { outDir } }) };
  const prerender = (index: number, waitFor?: Promise<boolean>) => run('node_modules/vike/bin.js', ['prerender'], {
    env: { [PRERENDER_ROUTES_ENV]: shardFile(index), ...prerenderConfig, ...(renderCache ? { [RENDER_CACHE_ENV]: JSON.stringify(renderCache) } : {}) },
    waitFor,
    // Started early, it must not slow the first step, which the build waits for (1,000 pages, one edit: 9.1 s → 7.6 s).
    background: waitFor !== undefined,
  });

  // With the output copied in, the first pre-render process starts at once: loading vike takes it two
  // seconds, spent while the content is read; its server code waits for the content (contentFiles.ts).
  let startFirstShard: (go: boolean) => void = () => undefined;
  let firstShard: Promise<boolean> | undefined;
  if (reused) {
    openRenderCache();
    firstShard = prerender(0, new Promise<boolean>((resolve) => (startFirstShard = resolve)));
  }
  let built = reused || await run('node_modules/vite/bin/vite.js', ['build'], { env: { [BUILD_WRITES_CONTENT_ENV]: '1' }, waitFor: contentValid });
  if (built && !reused) {
    outputs.keep(outDir);
    openRenderCache();
  }
  built &&= await contentValid;
  if (!built) {
    startFirstShard(false);
    return false;
  }
  // In a function of its own, so that the content is let go before the pre-render (an async
  // function's own variables live until it returns).
  const pagesToRender = async (setting: RenderCacheSetting | undefined) => {
    const content = (await contentFiles).writeContentFiles(outDir, readPreparedContent(preparedContent));
    onStep?.(reused ? 'Vite build (reused)' : 'Vite build');
    return setting && keptPagesLookup ? (await keptPagesLookup).reuseKeptPages(setting, content) : content.pages.map((page) => page.route);
  };
  const routes = await pagesToRender(renderCache);

  // One at least, with no page left to render: the not-found page is rendered every time.
  const count = Math.max(1, Math.min(cores, Math.ceil(routes.length / 100)), Math.ceil(routes.length / PAGES_PER_SHARD));
  for (let index = 0; index < count; index++) writeFileSync(shardFile(index), JSON.stringify(routes.filter((_, position) => position % count === index)));
  startFirstShard(true);
  const waiting = Array.from({ length: count }, (_, index) => index).slice(firstShard ? 1 : 0);
  const renderShards = async (worker: number) => {
    if (worker === 0 && firstShard) built = (await firstShard) && built;
    else if (worker > 0) await coreFree;
    for (let index = waiting.shift(); index !== undefined && built; index = waiting.shift()) built = (await prerender(index)) && built;
  };
  await Promise.all(Array.from({ length: Math.min(cores, count) }, (_, worker) => renderShards(worker)));
  // The server build exists only to pre-render (vike removes it itself when it pre-renders within the build).
  rmSync(path.join(outDir, 'server'), { recursive: true, force: true });
  onStep?.('pre-render');
  built &&= existsSync(path.join(outDir, 'client', 'index.html'));
  return built && { renderCache };
}
