/**
 * Draws the share cards missing from the cache, in a child process (drawShareCards.ts run as a
 * script, its TypeScript loaded by tsx), so satori, resvg and React never load into the process
 * that asks: the build's first step goes on compiling the MDX meanwhile, and the Vite processes,
 * which import this through their config, stay free of React's development build. When every card
 * is in the cache already (a warm build), no process is started.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../../core/paths.ts';
import type { ShareCardFacts } from './shareCardFacts.ts';
import { openShareCardCache, type ShareCardCache } from './shareCardCache.ts';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'drawShareCards.ts');

/** Resolves, once every card is in the cache, with how many were found there and how many drawn. */
export async function drawMissingShareCards(cards: ShareCardFacts[], root: string): Promise<ShareCardCache['stats']> {
  const missing = missingShareCards(cards, root);
  if (missing.length > 0) await drawInChild(missing, root);
  return { reused: cards.length - missing.length, computed: missing.length };
}

/** The cards not in the cache yet. */
export function missingShareCards(cards: ShareCardFacts[], root: string): ShareCardFacts[] {
  const cache = openShareCardCache(root);
  return cards.filter((facts) => cache.find(facts) === undefined);
}

/** Draws `cards` into the cache in a process of its own; resolves when it has ended (`signal` ends it early). */
export function drawInChild(cards: ShareCardFacts[], root: string, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its output goes to standard error: the build's first step answers on standard output. It is told
    // the site's root, and runs in the engine's project, whose tsconfig.json tsx compiles its TSX by.
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, root], { cwd: projectRoot, stdio: ['pipe', process.stderr, 'inherit'], signal });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`drawing the share cards failed (exit code ${code})`))));
    child.stdin.end(JSON.stringify(cards));
  });
}
