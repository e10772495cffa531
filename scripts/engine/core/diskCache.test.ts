import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDiskCache, placeEntry } from './diskCache.ts';

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
