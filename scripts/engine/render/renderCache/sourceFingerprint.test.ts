import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceFingerprint } from './sourceFingerprint.ts';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fingerprint-'));
  write('components/shell/SiteFooter.tsx', 'export const Footer = 1;');
  write('components/shell/SiteFooter.test.tsx', 'test');
  write('renderer/Layout.tsx', 'export const Layout = 1;');
  write('scripts/engine/render/viteBuild.ts', 'export const shards = 2;');
  write('public/images/logo.svg', '<svg/>');
  write('package-lock.json', '{}');
  write('node_modules/.package-lock.json', '{"react":"19.3.1"}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('sourceFingerprint', () => {
  it('changes with a component, the layout, the render step, a public file or an installed package version', () => {
    const before = sourceFingerprint(root);
    for (const [file, text] of [
      ['components/shell/SiteFooter.tsx', 'export const Footer = 2;'],
      ['renderer/Layout.tsx', 'export const Layout = 2;'],
      ['scripts/engine/render/viteBuild.ts', 'export const shards = 3;'],
      ['public/images/logo.svg', '<svg width="2"/>'],
      ['node_modules/.package-lock.json', '{"react":"19.3.2"}'],
    ] as const) {
      const fingerprint = sourceFingerprint(root);
      write(file, text);
      expect(sourceFingerprint(root), file).not.toBe(fingerprint);
    }
    expect(sourceFingerprint(root)).not.toBe(before);
  });

  it('stays the same when only a test, the content or a tool built on the engine changes', () => {
    write('scripts/tools/bench/bench.ts', 'export const runs = 5;');
    const before = sourceFingerprint(root);
    write('components/shell/SiteFooter.test.tsx', 'another test');
    write('content/gioi-thieu.mdx', '# Giới thiệu');
    write('scripts/tools/bench/bench.ts', 'export const runs = 7;');
    expect(sourceFingerprint(root)).toBe(before);
  });
});
