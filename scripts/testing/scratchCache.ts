/**
 * A build cache of a test's own, for tests that count what a build makes or reuses: it starts with
 * copies of the project's cut fonts and share cards (found by what they hold, so correct for any
 * content), which a cold build would otherwise spend about ten seconds of CPU making again, and
 * with nothing else, so pages, pictures and the Vite output are made as on a first build.
 */
import { cpSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { cacheRoot } from '../engine/core/diskCache.ts';
import { projectRoot } from '../engine/core/paths.ts';

const SEEDED = /^(fonts|share-card)-/;

/** Seeds the folder `into` (made if missing) and returns it. */
export function seedScratchCache(into: string): string {
  const projectCache = cacheRoot(projectRoot);
  if (!existsSync(projectCache)) return into;
  for (const folder of readdirSync(projectCache).filter((name) => SEEDED.test(name))) {
    cpSync(path.join(projectCache, folder), path.join(into, folder), { recursive: true });
  }
  return into;
}
