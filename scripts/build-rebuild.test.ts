import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeScratchProject, runScript } from './tools/bench/scratchProject.ts';
import { oneBuildAtATime } from './testing/oneBuildAtATime.ts';
import { seedScratchCache } from './testing/scratchCache.ts';

/**
 * Rebuilds of a scratch copy of the project, with caches of their own: each renders again exactly
 * the pages whose inputs changed, and the built site always shows the latest content and code.
 */
let copy: string;
let cacheDir: string;
/** Whether the last build copied the Vite output of an earlier build of the same code instead of running Vite. */
let viteOutputReused = false;

beforeAll(() => {
  copy = makeScratchProject('site-rebuild-');
  cacheDir = seedScratchCache(mkdtempSync(path.join(tmpdir(), 'site-rebuild-cache-')));
});
afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

/** Builds with the clock at `now`; returns how many pages were rendered and reused. */
function build(now = '2025-08-01'): { rendered: number; reused: number } {
  const { status, output } = oneBuildAtATime(() => runScript(copy, 'build.ts', [], { SITE_CACHE_DIR: cacheDir, SITE_NOW: now }));
  expect(status, output).toBe(0);
  viteOutputReused = output.includes('Vite build (reused)');
  const [, rendered, reused] = /Pages: (\d+) rendered, (\d+) reused/.exec(output) ?? [];
  return { rendered: Number(rendered), reused: Number(reused) };
}

const client = () => path.join(copy, 'dist', 'client');
const stylesheets = () => readdirSync(path.join(client(), 'assets', 'static')).filter((file) => file.endsWith('.css'));
const searchIndex = () => readFileSync(path.join(client(), 'search-index.json'), 'utf8');
const builtPages = () => readdirSync(client(), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('index.html'));
const pagesShowing = (text: string) => builtPages().filter((file) => readFileSync(path.join(client(), file), 'utf8').includes(text));
const edit = (file: string, change: (text: string) => string) => {
  const full = path.join(copy, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  expect(after, `${file} was edited`).not.toBe(before);
  writeFileSync(full, after);
};

describe('a rebuild', { timeout: 600_000 }, () => {
  it('renders nothing when nothing changed, and only the edited page when one page changed', () => {
    const total = build().rendered;
    expect(viteOutputReused).toBe(false);
    expect(total).toBe(builtPages().length);
    expect(build()).toEqual({ rendered: 0, reused: total });
    expect(viteOutputReused).toBe(true);

    // One page's text. Two of its words name utilities no page uses ("italic", "grayscale"): the
    // stylesheet, which every page links to, stays as it was.
    const before = stylesheets();
    edit('content/gioi-thieu.mdx', (text) => `${text.trimEnd()}\n\nMột đoạn văn mới, thêm để thử bản dựng lại, với ảnh grayscale và chữ italic trông cũ.\n`);
    expect(build()).toEqual({ rendered: 1, reused: total - 1 });
    expect(pagesShowing('Một đoạn văn mới, thêm để thử bản dựng lại')).toEqual(['gioi-thieu/index.html']);
    expect(stylesheets()).toEqual(before);
    expect(viteOutputReused).toBe(true);

    // A heading: the Vite output is the earlier build's, the search index (written after it) is new.
    edit('content/gioi-thieu.mdx', (text) => `${text.trimEnd()}\n\n## Một mục mới để tìm\n`);
    expect(build()).toEqual({ rendered: 1, reused: total - 1 });
    expect(viteOutputReused).toBe(true);
    expect(searchIndex()).toContain('Một mục mới để tìm');
  });

  it('renders the pages that show a changed data entry, and keeps the others', () => {
    edit('content/data/bank-accounts.yaml', (text) => text.replace('NGUYEN VAN A', 'LE VAN C'));
    const { rendered, reused } = build();
    expect(viteOutputReused).toBe(true);
    const showing = pagesShowing('LE VAN C');
    expect(showing.length).toBeGreaterThan(0);
    expect(rendered).toBe(showing.length);
    expect(reused).toBe(builtPages().length - showing.length);
  });

  it('renders the pages that read a course whose price changed, with the new price, and keeps pages that do not', () => {
    edit('content/data/courses.yaml', (text) => text.replace(/^(flagship:[\s\S]*?\n  price: )\d+/m, '$17300000'));
    const { rendered, reused } = build();
    expect(pagesShowing('7.300.000').length).toBeGreaterThan(0);
    expect(rendered).toBeGreaterThanOrEqual(pagesShowing('7.300.000').length);
    expect(reused).toBeGreaterThan(0);
    expect(rendered + reused).toBe(builtPages().length);
  });

  it('renders every page again when a component or the layout changes', () => {
    edit('components/shell/SiteFooter.tsx', (text) => text.replace('<footer className=', '<footer data-rebuilt="footer" className='));
    expect(build().reused).toBe(0);
    expect(viteOutputReused).toBe(false);
    expect(pagesShowing('data-rebuilt="footer"')).toEqual(pagesShowing('<footer'));

    edit('renderer/Layout.tsx', (text) => text.replace('<main id="main"', '<main data-rebuilt="layout" id="main"'));
    expect(build().reused).toBe(0);
    expect(viteOutputReused).toBe(false);
    expect(pagesShowing('data-rebuilt="layout"')).toEqual(builtPages());
  });

  it('renders an event page again when its event starts, and when the clock moves alone only the pages whose countdown shows the time left', () => {
    // The last build, the previous test's, was of this content at the default clock (1 August).
    const countdowns = pagesShowing('role="timer"');
    expect(countdowns.length).toBeGreaterThan(0);
    expect(build('2025-08-01T18:00:00+07:00').rendered).toBe(countdowns.length);
    const offering = pagesShowing('type="text/calendar"');
    // The webinar (8 August) has started by then, the workshop (23 August) has not.
    const { rendered, reused } = build('2025-08-09T00:00:00+07:00');
    const stillOffering = pagesShowing('type="text/calendar"');
    expect(stillOffering.length).toBeGreaterThan(0);
    expect(stillOffering.length).toBeLessThan(offering.length);
    expect(rendered).toBeGreaterThanOrEqual(offering.length - stillOffering.length);
    expect(reused).toBeGreaterThan(0);
  });
});
