import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeRouteDifference, listBuiltRoutes, routeDifference, routeOf } from './builtRoutes.ts';

describe('routeOf', () => {
  it('serves a folder index at the folder, and the root index at /', () => {
    expect(routeOf('bench/trang-00001/index.html')).toBe('/bench/trang-00001');
    expect(routeOf('index.html')).toBe('/');
  });

  it('serves a flat HTML file without its extension', () => {
    expect(routeOf('lich-khai-giang.html')).toBe('/lich-khai-giang');
  });

  it('counts neither the not-found page nor files that are no page', () => {
    expect(routeOf('404.html')).toBeUndefined();
    expect(routeOf('search-index.json')).toBeUndefined();
    expect(routeOf('assets/app.js')).toBeUndefined();
  });
});

describe('listBuiltRoutes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'built-routes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists every page of an output folder, sorted', () => {
    for (const file of ['index.html', '404.html', 'lich-khai-giang/index.html', 'bench/trang-00002/index.html', 'bench/trang-00001/index.html', 'sitemap.xml']) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), '');
    }
    expect(listBuiltRoutes(dir)).toEqual(['/', '/bench/trang-00001', '/bench/trang-00002', '/lich-khai-giang']);
  });
});

describe('routeDifference', () => {
  it('is empty both ways when the builds made the same routes', () => {
    expect(routeDifference(['/', '/a'], ['/a', '/'])).toEqual({ onlyOurs: [], onlyTheirs: [] });
  });

  it("names the routes each build has that the other lacks", () => {
    const difference = routeDifference(['/', '/gioi-thieu', '/a'], ['/', '/a', '/b']);
    expect(difference).toEqual({ onlyOurs: ['/gioi-thieu'], onlyTheirs: ['/b'] });
    expect(describeRouteDifference(difference, ['ours', 'Astro'])).toEqual(['1 route(s) only ours built: /gioi-thieu', '1 route(s) only Astro built: /b']);
  });

  it('names five routes of a long difference and counts the rest', () => {
    const many = Array.from({ length: 24 }, (_, index) => `/page-${index}`);
    expect(describeRouteDifference(routeDifference(many, []), ['ours', 'Astro'])).toEqual(['24 route(s) only ours built: /page-0, /page-1, /page-2, /page-3, /page-4 and 19 more']);
  });
});
