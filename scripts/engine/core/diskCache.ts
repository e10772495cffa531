/**
 * A folder of results kept between builds, addressed by the hash of their inputs, so a warm build
 * redoes only the work whose inputs changed (compiled MDX, MDX outlines, facts read from built HTML).
 *
 * A cache is named and fingerprinted: the fingerprint holds everything besides the key that shapes
 * a result (package versions, options, the files of the code that computes it); a different
 * fingerprint is a different folder, so a result made under other settings is never found.
 * Entries are only ever added; folders of other fingerprints go after a week unused.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEEP_OTHER_FINGERPRINTS_MS = 7 * 24 * 60 * 60 * 1000;

export interface DiskCache {
  /** This cache's folder (one per name and fingerprint). */
  folder: string;
  /** The file holding the entry for `key`, if there is one. */
  find(key: string): string | undefined;
  /** The entry for `key`, if there is one. */
  read(key: string): string | undefined;
  /** Stores the entry for `key` (text, or bytes such as a PNG); returns its file. */
  write(key: string, value: string | Uint8Array): string;
  /** Entries found and written since the last reset. */
  stats: { reused: number; computed: number };
}

/**
 * Where caches live: `SITE_CACHE_DIR` if set (the benchmark uses a fresh one for cold builds),
 * else `node_modules/.cache/site` under the project root (ignored by git; scratch copies of the
 * project link node_modules, so they share it, which is safe: entries are found by content).
 */
export function cacheRoot(root: string): string {
  return process.env.SITE_CACHE_DIR ?? path.join(root, 'node_modules', '.cache', 'site');
}

export function openDiskCache(name: string, fingerprint: unknown, { root, dir = cacheRoot(root), extension = '.txt' }: {
  root: string;
  dir?: string;
  extension?: string;
}): DiskCache {
  const folder = path.join(dir, `${name}-${hash(JSON.stringify(fingerprint)).slice(0, 16)}`);
  let prepared = false;
  const stats = { reused: 0, computed: 0 };
  const fileOf = (key: string) => path.join(folder, `${hash(key)}${extension}`);
  const find = (key: string) => {
    const file = fileOf(key);
    if (!existsSync(file)) return undefined;
    stats.reused++;
    return file;
  };
  return {
    folder,
    stats,
    find,
    read(key) {
      const file = find(key);
      return file === undefined ? undefined : readFileSync(file, 'utf8');
    },
    write(key, value) {
      if (!prepared) {
        mkdirSync(folder, { recursive: true });
        pruneOtherFingerprints(dir, name, folder);
        prepared = true;
      }
      stats.computed++;
      const file = fileOf(key);
      // Written aside, then renamed: builds running at the same time never read half an entry.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, value);
      renameSync(temporary, file);
      return file;
    },
  };
}

/**
 * Puts a cache entry at `target` (whose folder exists) as a hard link, which costs a third of a copy
 * and no data: an entry is never written in place (`write` renames a new file over it), so the
 * link keeps the content it was made with. A copy where a link cannot be made (another device).
 */
export function placeEntry(entry: string, target: string): void {
  try {
    linkSync(entry, target);
  } catch {
    copyFileSync(entry, target);
  }
}

export function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function pruneOtherFingerprints(dir: string, name: string, current: string): void {
  for (const entry of readdirSync(dir)) {
    const other = path.join(dir, entry);
    if (other === current || !entry.startsWith(`${name}-`)) continue;
    try {
      if (Date.now() - statSync(other).mtimeMs > KEEP_OTHER_FINGERPRINTS_MS) rmSync(other, { recursive: true, force: true });
    } catch {
      // Removed by another build meanwhile.
    }
  }
}

/**
 * Options as comparable data: values as they are (object keys in order), functions by name (a
 * function's own text differs between the tools that load it; its code is fingerprinted by its
 * package's version, or by its file with fileHashes).
 */
export function describe(value: unknown): unknown {
  if (typeof value === 'function') return `function ${value.name}`;
  if (value instanceof RegExp) return `regexp ${value}`;
  if (Array.isArray(value)) return value.map(describe);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, describe(item)]));
  }
  return value;
}

/** The hash of each file's content (paths relative to root): the code that computes what a cache keeps. */
export function fileHashes(files: string[], root: string): Record<string, string> {
  return Object.fromEntries(files.map((file) => [file, hash(readFileSync(path.join(root, file), 'utf8'))]));
}

/**
 * `name@version` of the named packages and of everything they depend on, as installed: each
 * dependency is found the way Node finds it, in the nearest node_modules up from its dependent.
 */
export function packageVersions(names: string[], root: string): string[] {
  // npm rewrites this record of the installed tree at every install: while it stays the same, so do
  // the versions, which are read from it once rather than walked again at every command's start
  // (half a second of a rebuild after one edit).
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return walkPackageVersions(names, root);
  const cache = openDiskCache('package-versions', installedTreeHash(installed), { root, extension: '.json' });
  const key = JSON.stringify(names);
  const kept = cache.read(key);
  if (kept !== undefined) return JSON.parse(kept) as string[];
  const versions = walkPackageVersions(names, root);
  cache.write(key, JSON.stringify(versions));
  return versions;
}

/** The hash of npm's record, read once while it stays the same: every cache of a build asks for it. */
function installedTreeHash(record: string): string {
  const { mtimeMs, size } = statSync(record);
  const seen = installedTreeHashes.get(record);
  if (seen?.mtimeMs === mtimeMs && seen.size === size) return seen.hash;
  const computed = hash(readFileSync(record, 'utf8'));
  installedTreeHashes.set(record, { mtimeMs, size, hash: computed });
  return computed;
}
const installedTreeHashes = new Map<string, { mtimeMs: number; size: number; hash: string }>();

function walkPackageVersions(names: string[], root: string): string[] {
  const found = new Map<string, string>();
  const queue = names.map((name) => ({ name, from: root }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    const folder = findPackage(next.name, next.from);
    if (!folder) {
      if (next.from === root) throw new Error(`package ${next.name} is not installed`);
      continue; // an optional dependency left out on this platform
    }
    if (found.has(folder)) continue;
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    found.set(folder, `${manifest.name}@${manifest.version}`);
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      queue.push({ name: dependency, from: folder });
    }
  }
  return [...new Set(found.values())].sort();
}

/** The folder of the package `name` as Node finds it from `from`: in the nearest node_modules up from there. */
export function findPackage(name: string, from: string): string | undefined {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(folder) === folder) return undefined;
  }
}
