import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDir, projectRoot } from '../../engine/core/paths.ts';
import { formatProblem } from '../../engine/core/problem.ts';
import { loadContent } from '../../engine/derive/loadContent.ts';
import { site } from '../../../site/definition.ts';
import { syntheticSiteRoutes, writeSyntheticSite } from './syntheticSite.ts';

describe('writeSyntheticSite', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'synthetic-site-'));
  const content = path.join(root, 'content');
  beforeAll(() => {
    cpSync(contentDir, content, { recursive: true });
    symlinkSync(path.join(projectRoot, 'public'), path.join(root, 'public'));
    writeSyntheticSite(root, 3);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("leaves none of the site's own pages, only the link targets and the synthetic pages", () => {
    const pages = readdirSync(content, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mdx')).sort();
    expect(pages).toEqual(['bench/trang-00001.mdx', 'bench/trang-00002.mdx', 'bench/trang-00003.mdx', 'index.mdx', 'lich-khai-giang.mdx']);
  });

  it('keeps exactly the data files the site definition requires', () => {
    expect(readdirSync(path.join(content, 'data')).sort()).toEqual(Object.keys(site.data).map((name) => `${name}.yaml`).sort());
  });

  it("passes the site's checks, links included, without an error", () => {
    const { pages, problems } = loadContent(site, content, root, { today: '2026-01-01', now: '2026-01-01T00:00:00+07:00' });
    expect(problems.filter((problem) => problem.severity === 'error').map(formatProblem)).toEqual([]);
    expect(pages.map((page) => page.route).sort()).toEqual(syntheticSiteRoutes(3));
  });
});

describe('syntheticSiteRoutes', () => {
  it('is the home page, the schedule and each synthetic page, sorted', () => {
    expect(syntheticSiteRoutes(2)).toEqual(['/', '/bench/trang-00001', '/bench/trang-00002', '/lich-khai-giang']);
  });
});
