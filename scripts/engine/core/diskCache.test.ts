import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDiskCache, packageVersions, placeEntry } from './diskCache.ts';

/** A folder of its own for one test, removed once it ends. */
function scratchDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'disk-cache-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('the disk cache', () => {
  it('finds what was written under the same fingerprint and key, and nothing under another fingerprint', () => {
    const dir = scratchDir();
    const cache = openDiskCache('pages', 'code v1', { root: dir, dir });
    cache.write('/a', '<p>a</p>');
    expect(cache.read('/a')).toBe('<p>a</p>');
    expect(cache.read('/b')).toBeUndefined();
    expect(openDiskCache('pages', 'code v2', { root: dir, dir }).read('/a')).toBeUndefined();
  });

  it('places an entry into a built site that keeps its content when the entry is written again', () => {
    const dir = scratchDir();
    const cache = openDiskCache('pages', 'code', { root: dir, dir });
    const entry = cache.write('/a', '<p>first</p>');
    const placed = path.join(dir, 'index.html');
    placeEntry(entry, placed);
    cache.write('/a', '<p>second</p>');
    expect(readFileSync(placed, 'utf8')).toBe('<p>first</p>');
    expect(cache.read('/a')).toBe('<p>second</p>');
  });
});

describe('the versions of installed packages', () => {
  /** A project whose node_modules holds `a` (which needs `b`, and its own `c`) and `b`. */
  function installed(): string {
    const root = scratchDir();
    const write = (folder: string, manifest: object) => {
      mkdirSync(path.join(root, folder), { recursive: true });
      writeFileSync(path.join(root, folder, 'package.json'), JSON.stringify(manifest));
    };
    write('node_modules/a', { name: 'a', version: '1.0.0', dependencies: { b: '^2', c: '^3' } });
    write('node_modules/b', { name: 'b', version: '2.0.0' });
    write('node_modules/a/node_modules/c', { name: 'c', version: '3.0.0' });
    return root;
  }

  it('are those of the packages and of everything they depend on, each found where Node finds it', () => {
    expect(packageVersions(['a'], installed())).toEqual(['a@1.0.0', 'b@2.0.0', 'c@3.0.0']);
  });

  it('are read again only when npm’s record of the installed tree changes', () => {
    const root = installed();
    const record = path.join(root, 'node_modules', '.package-lock.json');
    writeFileSync(record, '{"packages":{"node_modules/b":{"version":"2.0.0"}}}');
    expect(packageVersions(['a'], root)).toEqual(['a@1.0.0', 'b@2.0.0', 'c@3.0.0']);
    // A package changed by hand, npm's record as it was: the versions kept are given.
    writeFileSync(path.join(root, 'node_modules/b/package.json'), JSON.stringify({ name: 'b', version: '2.1.0' }));
    expect(packageVersions(['a'], root)).toEqual(['a@1.0.0', 'b@2.0.0', 'c@3.0.0']);
    writeFileSync(record, '{"packages":{"node_modules/b":{"version":"2.1.0"}}}');
    expect(packageVersions(['a'], root)).toEqual(['a@1.0.0', 'b@2.1.0', 'c@3.0.0']);
  });
});
