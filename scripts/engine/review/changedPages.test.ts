import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileNameOf, listChangedPages } from './changedPages.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'changed-pages-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function site(name: string, pages: Record<string, string>): string {
  const client = path.join(scratch, name);
  for (const [route, html] of Object.entries(pages)) {
    const folder = path.join(client, ...route.split('/').filter(Boolean));
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'index.html'), html);
  }
  return client;
}

describe('listChangedPages', () => {
  it('lists the pages whose HTML changed, was added or was removed, and no page that stayed the same', () => {
    const before = site('before', { '/': 'home', '/khoa-hoc': '6.500.000', '/cu': 'old', '/giu/nguyen': 'same' });
    const after = site('after', { '/': 'home', '/khoa-hoc': '6.900.000', '/moi': 'new', '/giu/nguyen': 'same' });
    expect(listChangedPages(before, after)).toEqual([
      { route: '/cu', change: 'removed' },
      { route: '/khoa-hoc', change: 'changed' },
      { route: '/moi', change: 'added' },
    ]);
  });

  it('finds nothing between two identical builds', () => {
    expect(listChangedPages(site('one', { '/': 'a', '/b': 'b' }), site('two', { '/': 'a', '/b': 'b' }))).toEqual([]);
  });

  it('names a route as a file: home for the root, underscores for folders', () => {
    expect(['/', '/khoa-hoc', '/su-kien/a'].map(fileNameOf)).toEqual(['home', 'khoa-hoc', 'su-kien_a']);
  });
});
