import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measurePage, staticImports } from './pageWeight.ts';

describe('staticImports', () => {
  it('finds static imports of minified chunks but not dynamic ones', () => {
    const source = `import{t as e}from"../chunks/a.js";import"./b.js";const x=()=>import("./island.js");`;
    expect(staticImports(source)).toEqual(['../chunks/a.js', './b.js']);
  });
});

describe('measurePage', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'weight-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it('counts the HTML, its stylesheets and the scripts it loads up front, not the islands', () => {
    mkdirSync(path.join(site, 'assets'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<link rel="stylesheet" href="/assets/s.css"><script type="module" src="/assets/entry.js"></script>');
    writeFileSync(path.join(site, 'assets', 's.css'), 'body{color:red}');
    writeFileSync(path.join(site, 'assets', 'entry.js'), 'import"./dep.js";const l=()=>import("./island.js");');
    writeFileSync(path.join(site, 'assets', 'dep.js'), 'export const a=1;');
    writeFileSync(path.join(site, 'assets', 'island.js'), 'export default 1;'.repeat(1000));
    const weight = measurePage(site, 'index.html');
    expect(weight.files).toEqual(['/assets/s.css', '/assets/entry.js', '/assets/dep.js']);
    expect(weight.js).toBeGreaterThan(0);
    expect(weight.css).toBeGreaterThan(0);
  });

  it('counts preloaded modules with the JavaScript and preloaded fonts apart, as stored', () => {
    mkdirSync(path.join(site, 'assets'), { recursive: true });
    writeFileSync(path.join(site, 'preload.html'), '<link rel="modulepreload" href="/assets/pre.js"><link rel="preload" href="/assets/f.woff2" as="font" crossorigin>');
    writeFileSync(path.join(site, 'assets', 'pre.js'), 'export const p=1;');
    writeFileSync(path.join(site, 'assets', 'f.woff2'), Buffer.alloc(300));
    const weight = measurePage(site, 'preload.html');
    expect(weight.files).toEqual(['/assets/pre.js', '/assets/f.woff2']);
    expect(weight.js).toBeGreaterThan(0);
    expect(weight.fonts).toBe(300);
  });
});
