import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeScratchProject, runScript } from './tools/bench/scratchProject.ts';
import { oneBuildAtATime } from './testing/oneBuildAtATime.ts';

/**
 * Runs the real build in a scratch copy of the project, so breaking content
 * here never touches the working tree.
 */
let copy: string;
const home = () => path.join(copy, 'content', 'index.mdx');
const marker = () => path.join(copy, 'dist', 'client', 'previous-build.txt');

const build = (env: Record<string, string> = {}) => oneBuildAtATime(() => runScript(copy, 'build.ts', [], env));

beforeAll(() => {
  copy = makeScratchProject('site-build-');
  // Stands for the site that is live now: a failed build must leave it exactly as it is.
  mkdirSync(path.dirname(marker()), { recursive: true });
  writeFileSync(marker(), 'live site');
});

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
});

// Each test runs one or more real builds (a few seconds each, more on a busy machine).
describe('npm run build', { timeout: 120_000 }, () => {
  it('stops on a wrong frontmatter type with a path:line:col field message and leaves dist/ untouched', () => {
    const valid = readFileSync(home(), 'utf8');
    const line = valid.split('\n').findIndex((text) => text.startsWith('featuredCourse:')) + 1;
    writeFileSync(home(), valid.replace(/^featuredCourse: .*$/m, 'featuredCourse: 42'));
    try {
      const { status, output } = build();
      expect(status).not.toBe(0);
      expect(output).toMatch(new RegExp(`content/index\\.mdx:${line}:1  schema  featuredCourse: cần một trong các giá trị "flagship", .*; đang là số 42`));
      // One mistake, one message: the Vite build, started meanwhile, ends without a word.
      expect(output.trim().split('\n')).toEqual([expect.stringMatching(/^content\/index\.mdx:/), expect.stringMatching(/^Dừng build: 1 lỗi nội dung/)]);
      expect(readFileSync(marker(), 'utf8')).toBe('live site');
      expect(existsSync(path.join(copy, 'dist', 'client', 'index.html'))).toBe(false);
    } finally {
      writeFileSync(home(), valid);
    }
  });

  it('leaves dist/ untouched when the MDX itself fails to compile', () => {
    const valid = readFileSync(home(), 'utf8');
    writeFileSync(home(), valid.replace('<BenefitGrid />', '<BenefitGrid'));
    try {
      const { status } = build();
      expect(status).not.toBe(0);
      expect(readFileSync(marker(), 'utf8')).toBe('live site');
    } finally {
      writeFileSync(home(), valid);
    }
  });

  it('writes every page, the not-found page, the search index and the headers, replacing the previous build', () => {
    // A new form host is one line of site.yaml: it reaches the headers of every host, nginx's included.
    const siteYaml = path.join(copy, 'content', 'data', 'site.yaml');
    writeFileSync(siteYaml, readFileSync(siteYaml, 'utf8').replace(/^embedHosts:\n/m, 'embedHosts:\n  - docs.google.com\n'));
    const { status, output } = build();
    expect(status, output).toBe(0);
    const client = path.join(copy, 'dist', 'client');
    const frameSources = (file: string) => /frame-src ([^;"]*)/.exec(readFileSync(file, 'utf8'))?.[1];
    expect(frameSources(path.join(client, '_headers'))).toBe('https://docs.google.com https://forms.example.com https://www.youtube-nocookie.com');
    expect(frameSources(path.join(copy, 'deploy', 'site.conf'))).toBe('https://docs.google.com https://forms.example.com https://www.youtube-nocookie.com');
    expect(output).toContain('deploy/site.conf: security headers updated from dist/client/_headers');
    expect(existsSync(path.join(client, 'index.html'))).toBe(true);
    expect(existsSync(path.join(client, '404.html'))).toBe(true);
    const index: { url: string }[] = JSON.parse(readFileSync(path.join(client, 'search-index.json'), 'utf8'));
    expect(index.map((entry) => entry.url)).toContain('/');
    expect(existsSync(marker())).toBe(false);
    expect(readdirNames(copy).filter((name) => name.startsWith('.dist-') || name.startsWith('dist.old'))).toEqual([]);
  });

  it('leaves drafts and pages scheduled for later out of the pages, the search index, the sitemap and the menus; SITE_NOW sets the clock', () => {
    const page = (extra: string) => `---\ntype: page\ntitle: Trang thử lịch đăng\ndescription: Trang dùng để thử lịch đăng bài.\n${extra}\n---\n\n# Trang thử\n`;
    writeFileSync(path.join(copy, 'content', 'ban-nhap.mdx'), page('draft: true'));
    writeFileSync(path.join(copy, 'content', 'sap-dang.mdx'), page('publishDate: 2025-09-01'));
    const nav = path.join(copy, 'content', 'data', 'nav.yaml');
    const validNav = readFileSync(nav, 'utf8');
    writeFileSync(nav, validNav.replace('  - label: Giảng viên\n', '  - label: Bản nháp\n    href: /ban-nhap\n  - label: Giảng viên\n'));
    const client = path.join(copy, 'dist', 'client');
    const indexed = () => (JSON.parse(readFileSync(path.join(client, 'search-index.json'), 'utf8')) as { url: string }[]).map((entry) => entry.url);
    const sitemap = () => readFileSync(path.join(client, 'sitemap.xml'), 'utf8');
    try {
      const early = build({ SITE_NOW: '2025-08-15' });
      expect(early.status, early.output).toBe(0);
      // The menu entry for the draft is left out, so no page links to it.
      expect(readFileSync(path.join(client, 'index.html'), 'utf8')).not.toContain('href="/ban-nhap"');
      expect(readFileSync(path.join(client, 'index.html'), 'utf8')).toContain('href="/giang-vien"');
      expect(existsSync(path.join(client, 'ban-nhap', 'index.html'))).toBe(false);
      expect(existsSync(path.join(client, 'sap-dang', 'index.html'))).toBe(false);
      expect(indexed()).not.toContain('/ban-nhap');
      expect(indexed()).not.toContain('/sap-dang');
      expect(sitemap()).toContain('/giang-vien</loc>');
      expect(sitemap()).not.toContain('/ban-nhap</loc>');
      expect(sitemap()).not.toContain('/sap-dang</loc>');

      const later = build({ SITE_NOW: '2025-09-01' });
      expect(later.status, later.output).toBe(0);
      expect(existsSync(path.join(client, 'sap-dang', 'index.html'))).toBe(true);
      expect(indexed()).toContain('/sap-dang');
      expect(sitemap()).toContain('/sap-dang</loc>');
      expect(sitemap()).not.toContain('/ban-nhap</loc>');
      expect(existsSync(path.join(client, 'ban-nhap', 'index.html'))).toBe(false);
    } finally {
      writeFileSync(nav, validNav);
      rmSync(path.join(copy, 'content', 'ban-nhap.mdx'));
      rmSync(path.join(copy, 'content', 'sap-dang.mdx'));
    }
  });
});

function readdirNames(dir: string): string[] {
  return readdirSync(dir);
}
