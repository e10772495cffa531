/**
 * Runs the Vite build into `outDir`, then pre-renders every published page in shards: vike
 * prerender processes that each render a share of the pages (pages/content/+onBeforePrerenderStart.ts),
 * as many at once as the machine has cores. vike keeps every page's HTML and context until its
 * pre-render ends, which put 5,000 pages in one process over 1.5 GB; a shard holds a thousand at most.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { hash } from '../core/diskCache.ts';
import { CONTENT_READY_ON_STDIN_ENV } from '../derive/preparedContent.ts';
import { RENDER_CACHE_ENV, type RenderCacheSetting } from './renderCache/renderCache.ts';
import { sourceFingerprint } from './renderCache/sourceFingerprint.ts';

/** The most pages one pre-render process holds. */
const PAGES_PER_SHARD = 1000;

/**
 * Vite starts at once and waits, loading its plugins meanwhile, until `content` says the content is
 * ready and how many pages it has to pre-render (to choose the shards); until then its output is
 * held back, and if `content` says the content is invalid (undefined), it ends without a word and
 * nothing is built. With `keptPages` (a folder for the pre-render's notes), pages whose inputs are
 * unchanged since an earlier build are taken from the page cache instead of rendered
 * (renderCache/renderCache.ts): returned is the setting to keep the rendered ones by.
 */
export async function viteBuild(root: string, outDir: string, { content = Promise.resolve({ pages: 1 }), keptPages, onStep, coreBusyUntil }: {
  content?: Promise<{ pages: number } | undefined>;
  keptPages?: string;
  /** Called as each of its two steps ends ('Vite build', 'pre-render'), to time them. */
  onStep?: (step: string) => void;
  /**
   * Settles when a core the build keeps busy elsewhere is free again (the share cards being drawn):
   * until then one pre-render process fewer runs, so the machine is not asked for more than it has,
   * and the memory of one more process is not added to theirs.
   */
  coreBusyUntil?: Promise<unknown>;
} = {}): Promise<false | { renderCache?: RenderCacheSetting }> {
  const run = (script: string, args: string[], env: Record<string, string> = {}, waitFor?: typeof content) => new Promise<boolean>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      cwd: root,
      stdio: waitFor ? ['pipe', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, SITE_OUT_DIR: outDir, ...(waitFor ? { [CONTENT_READY_ON_STDIN_ENV]: '1' } : {}), ...env },
    });
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

  let built = await run('node_modules/vite/bin/vite.js', ['build'], {}, content);
  const pages = (await content)?.pages ?? 0;
  onStep?.('Vite build');
  let renderCache: RenderCacheSetting | undefined;
  if (built && keptPages) {
    // The code, and the client build the pages link to (vike's manifest of it names every asset by its hash).
    const fingerprint = hash(sourceFingerprint(root) + readFileSync(path.join(outDir, 'assets.json'), 'utf8'));
    mkdirSync(keptPages, { recursive: true });
    renderCache = { root, fingerprint, clientDir: path.join(outDir, 'client'), records: keptPages };
  }
  if (built) {
    const cores = availableParallelism();
    const count = Math.max(Math.min(cores, Math.ceil(pages / 100)), Math.ceil(pages / PAGES_PER_SHARD));
    const shards = Array.from({ length: count }, (_, index) => `${index}/${count}`);
    const coreFree = (coreBusyUntil ?? Promise.resolve()).then(() => undefined, () => undefined);
    const cacheEnv: Record<string, string> = renderCache ? { [RENDER_CACHE_ENV]: JSON.stringify(renderCache) } : {};
    // A pre-render needs only vike and the server build: without vite.config.ts (vike's VITE_CONFIG
    // overrides it), a shard does not load Tailwind, MDX and the content plugins, and starts in half the time.
    const prerenderConfig = { VITE_CONFIG: JSON.stringify({ configFile: false, build: { outDir } }) };
    const renderShards = async (worker: number) => {
      if (worker > 0) await coreFree;
      for (let shard = shards.shift(); shard !== undefined && built; shard = shards.shift()) {
        built = (await run('node_modules/vike/bin.js', ['prerender'], { SITE_PRERENDER_SHARD: shard, ...prerenderConfig, ...cacheEnv })) && built;
      }
    };
    await Promise.all(Array.from({ length: Math.min(cores, count) }, (_, worker) => renderShards(worker)));
    // The server build exists only to pre-render (vike removes it itself when it pre-renders within the build).
    rmSync(path.join(outDir, 'server'), { recursive: true, force: true });
    onStep?.('pre-render');
  }
  built &&= existsSync(path.join(outDir, 'client', 'index.html'));
  return built && { renderCache };
}
