import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFixtureProject, type FixtureProject } from '../../testing/fixtureSite/fixtureProject.ts';

/**
 * The engine's build (buildSite) of the fixture project, as a writer runs it: a scratch copy, so
 * breaking its content never touches the fixture. Its dist/ starts with a file that stands for the
 * site that is live now: a failed build must leave it exactly as it is.
 */
let project: FixtureProject;
const MARKER = 'dist/client/previous-build.txt';

beforeAll(() => {
  project = makeFixtureProject();
  project.write(MARKER, 'live site');
});
afterAll(() => project.remove());

// Each case runs one or two builds (several seconds each, more on a busy machine).
describe('the build', { timeout: 120_000 }, () => {
  it('stops on a wrong frontmatter type with a path:line:col field message and leaves dist/ untouched', () => {
    const valid = project.read('content/su-kien.mdx');
    const line = valid.split('\n').findIndex((text) => text.startsWith('start:')) + 1;
    project.edit('content/su-kien.mdx', (text) => text.replace(/^start: .*$/m, 'start: 42'));
    try {
      const { status, output } = project.build();
      expect(status).not.toBe(0);
      // One mistake, one message: the Vite build, started meanwhile, ends without a word.
      expect(output.trim().split('\n')).toEqual([
        expect.stringMatching(new RegExp(`^content/su-kien\\.mdx:${line}:1  schema  start: .*đang là số 42`)),
        expect.stringMatching(/^Dừng build: 1 lỗi nội dung/),
      ]);
      expect(project.read(MARKER)).toBe('live site');
      expect(existsSync(path.join(project.client, 'index.html'))).toBe(false);
    } finally {
      project.write('content/su-kien.mdx', valid);
    }
  });

  it('leaves dist/ untouched when the MDX itself fails to compile', () => {
    const valid = project.read('content/index.mdx');
    project.edit('content/index.mdx', (text) => text.replace('<Section id="gioi-thieu">', '<Section id="gioi-thieu"'));
    try {
      const { status } = project.build();
      expect(status).not.toBe(0);
      expect(project.read(MARKER)).toBe('live site');
    } finally {
      project.write('content/index.mdx', valid);
    }
  });

  it('writes every page, the not-found page, the search index and the site’s own files, replacing the previous build', async () => {
    const { status, output } = project.build();
    expect(status, output).toBe(0);
    expect(project.builtPages()).toEqual(['index.html', 'su-kien/index.html']);
    expect(existsSync(path.join(project.client, '404.html'))).toBe(true);
    expect(searchIndex().map((entry) => entry.url)).toEqual(['/', '/su-kien']);
    expect(project.read('dist/client/events.txt')).toBe('2030-01-01T19:00:00+07:00 /su-kien\n');
    expect(existsSync(path.join(project.root, MARKER))).toBe(false);
    expect(readdirSync(project.root).filter((name) => name.startsWith('.dist-'))).toEqual([]);
    // The previous build goes in a process of its own (write/publishBuild.ts), which the build does not wait for.
    await expect.poll(() => readdirSync(project.root).filter((name) => name.startsWith('dist.old')), { timeout: 10_000 }).toEqual([]);
  });

  it('leaves drafts and pages scheduled for later out of the pages, the search index, the sitemap and the menus; SITE_NOW sets the clock', () => {
    const page = (extra: string) => `---\ntype: page\ntitle: Trang thử lịch đăng\ndescription: Trang dùng để thử lịch đăng bài.\n${extra}\n---\n\n# Trang thử\n`;
    project.write('content/ban-nhap.mdx', page('draft: true'));
    project.write('content/sap-dang.mdx', page('publishDate: 2029-12-15'));
    project.edit('content/data/nav.yaml', (text) => text.replace('  - label: Sự kiện\n', '  - label: Bản nháp\n    href: /ban-nhap\n$&'));

    const early = project.build('2029-12-01');
    expect(early.status, early.output).toBe(0);
    // The menu entry for the draft is left out, so no page links to it.
    expect(project.pagesShowing('href="/ban-nhap"')).toEqual([]);
    expect(project.pagesShowing('href="/su-kien"')).toEqual(['index.html', 'su-kien/index.html']);
    expect(project.builtPages()).toEqual(['index.html', 'su-kien/index.html']);
    expect(searchIndex().map((entry) => entry.url)).toEqual(['/', '/su-kien']);
    expect(sitemapRoutes()).toEqual(['/', '/su-kien']);

    const later = project.build('2029-12-15');
    expect(later.status, later.output).toBe(0);
    expect(project.builtPages()).toEqual(['index.html', 'sap-dang/index.html', 'su-kien/index.html']);
    expect(searchIndex().map((entry) => entry.url)).toEqual(['/', '/sap-dang', '/su-kien']);
    expect(sitemapRoutes()).toEqual(['/', '/sap-dang', '/su-kien']);
    expect(project.pagesShowing('href="/ban-nhap"')).toEqual([]);
  });
});

function searchIndex(): { url: string }[] {
  return JSON.parse(project.read('dist/client/search-index.json'));
}

/** The routes the sitemap lists, from its `<loc>`s. */
function sitemapRoutes(): string[] {
  return [...project.read('dist/client/sitemap.xml').matchAll(/<loc>https:\/\/fixture\.example([^<]*)<\/loc>/g)].map(([, route]) => route || '/').sort();
}
