import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentStamp } from './listContentFiles.ts';

describe('contentStamp', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'stamp-'));
    mkdirSync(path.join(dir, 'data'));
    writeFileSync(path.join(dir, 'index.mdx'), '---\ntitle: Trang chủ\n---\n');
    writeFileSync(path.join(dir, 'data', 'site.yaml'), 'name: Site\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stays the same while nothing is saved', () => {
    expect(contentStamp(dir)).toBe(contentStamp(dir));
  });

  it('changes when a page is saved with the same length', () => {
    const file = path.join(dir, 'index.mdx');
    const before = contentStamp(dir);
    writeFileSync(file, '---\ntitle: Trang chụ\n---\n');
    const later = new Date(Date.now() + 1000);
    utimesSync(file, later, later);
    expect(contentStamp(dir)).not.toBe(before);
  });

  it('changes when a data file is saved or a page is added or removed', () => {
    const start = contentStamp(dir);
    writeFileSync(path.join(dir, 'data', 'site.yaml'), 'name: Trang\n');
    const afterData = contentStamp(dir);
    expect(afterData).not.toBe(start);
    writeFileSync(path.join(dir, 'moi.mdx'), '---\ntitle: Mới\n---\n');
    const afterAdd = contentStamp(dir);
    expect(afterAdd).not.toBe(afterData);
    rmSync(path.join(dir, 'moi.mdx'));
    expect(contentStamp(dir)).toBe(afterData);
  });
});
