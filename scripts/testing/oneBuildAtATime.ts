/**
 * For tests that build scratch copies of the project: one build at a time across every test
 * process. The copies share the project's node_modules, and vike's server-entry plugin writes its
 * importer there (`@brillout/vite-plugin-server-entry`'s autoImporter.js), which the pre-render then
 * reads: two builds at once would each pre-render the other's pages. Everything else a command test
 * does (its assertions, `npm run new`, `npm run check`) runs beside other tests.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../engine/core/paths.ts';

/** The lock beside the files it guards: a directory, made by one process at a time, naming its holder in `pid`. */
const projectLock = path.join(projectRoot, 'node_modules', '.scratch-build.lock');
const pause = new Int32Array(new SharedArrayBuffer(4));

/** Runs `build` once no other test process is building, and holds the others off until it returns. */
export function oneBuildAtATime<T>(build: () => T, lock = projectLock): T {
  while (!takeLock(lock)) Atomics.wait(pause, 0, 0, 100);
  try {
    return build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch {
    // A test process stopped mid-build (Ctrl-C) leaves its lock behind: take it over.
    const holder = Number(readOwner(lock));
    if (holder && !isAlive(holder) && readOwner(lock) === String(holder)) rmSync(lock, { recursive: true, force: true });
    return false;
  }
  writeFileSync(path.join(lock, 'pid'), String(process.pid));
  return true;
}

function readOwner(lock: string): string {
  try {
    return readFileSync(path.join(lock, 'pid'), 'utf8');
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
