import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { loadContent } from './engine/derive/loadContent.ts';
import { diffRevisionsInSections } from './engine/diff/diffRevisions.ts';
import { fileNameOf } from './engine/review/changedPages.ts';
import { makeScratchProject, RUN_TYPESCRIPT, scriptEnv } from './tools/bench/scratchProject.ts';
import { oneBuildAtATime } from './testing/oneBuildAtATime.ts';
import { formatVnd } from '../lib/formatVnd.ts';
import { site } from '../site/definition.ts';

/**
 * Runs the real `npm run review` in a scratch git repository of the project: a base commit, and a
 * head commit that changes a course's price in courses.yaml, as a writer would. The
 * review builds both (warm: they share the project's build cache) and screenshots only what changed.
 */
let copy: string;
let run: { status: number | null; output: string };
const out = () => path.join(copy, 'review-out');
const courses = () => path.join(copy, 'content', 'data', 'courses.yaml');
/** The advanced course, shown on the schedule only: the cheapest price change to review (one page to screenshot). */
const advancedPrice = () => z.object({ advanced: z.object({ price: z.number() }) }).parse(parse(readFileSync(courses(), 'utf8'), { logLevel: 'error' })).advanced.price;
const pause = new Int32Array(new SharedArrayBuffer(4));
let oldPrice: number;
let showingPrice: string[];
let newPrice: number;

function git(...args: string[]) {
  const result = spawnSync('git', ['-c', 'commit.gpgsign=false', '-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: copy, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
}

beforeAll(async () => {
  copy = makeScratchProject('review-repo-');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  oldPrice = advancedPrice();
  newPrice = oldPrice + 400_000;
  const base = loadContent(site, path.join(copy, 'content'), copy);
  const yaml = readFileSync(courses(), 'utf8');
  const advanced = yaml.indexOf('\nadvanced:');
  writeFileSync(courses(), yaml.slice(0, advanced) + yaml.slice(advanced).replace(`price: ${oldPrice}`, `price: ${newPrice}`));
  expect(advancedPrice()).toBe(newPrice);
  git('commit', '-q', '-am', 'advanced course price');
  // The pages that show the course's price, as the facts diff finds them: from the content, not the HTML.
  const head = loadContent(site, path.join(copy, 'content'), copy);
  showingPrice = diffRevisionsInSections(site, { name: 'base', content: base }, { name: 'head', content: head }).flatMap((section) => (section.route ? [section.route] : []));
  // Only the builds share node_modules with other tests' builds (oneBuildAtATime): hold the lock until
  // the review has built both revisions, then let it screenshot beside the other tests.
  const log = path.join(copy, 'review.log');
  const child = oneBuildAtATime(() => {
    const fd = openSync(log, 'w');
    const started = spawn(process.execPath, [...RUN_TYPESCRIPT, 'scripts/review.ts', 'HEAD~1', '--out', out()], {
      // The clock of npm test's own build, whose cache entries both builds then find.
      cwd: copy, env: { ...scriptEnv(), SITE_NOW: '2025-08-01' }, stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    const deadline = Date.now() + 300_000;
    while (!/^(Built HEAD in |review: )/m.test(readFileSync(log, 'utf8')) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 200);
    return started;
  });
  const [status] = await once(child, 'exit');
  run = { status: typeof status === 'number' ? status : null, output: readFileSync(log, 'utf8') };
}, 420_000);

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
}, 60_000);

describe('npm run review on a commit that changes a course price', () => {
  it('writes a contact sheet for each page showing that price and for no other page', () => {
    expect(run.status, run.output).toBe(0);
    const expected = showingPrice;
    expect(expected.length).toBeGreaterThan(0);
    const sheets = readdirSync(out()).filter((file) => file.endsWith('.sheet.png')).sort();
    expect(sheets).toEqual(expected.map((route) => `${fileNameOf(route)}.sheet.png`).sort());
  });

  it('outlines a changed region on every page at both widths, and the sheet puts before beside after', async () => {
    const pages = z.array(z.object({ route: z.string(), change: z.string(), sheet: z.string(), regions: z.record(z.string(), z.number()) }))
      .parse(JSON.parse(readFileSync(path.join(out(), 'changed-pages.json'), 'utf8')));
    for (const page of pages) {
      expect(page.change).toBe('changed');
      expect(page.regions).toEqual({ '390 px': expect.any(Number), '1440 px': expect.any(Number) });
      expect(Math.min(...Object.values(page.regions)), page.route).toBeGreaterThan(0);
      // Four shots in a row: 390 px before and after (390 wide each), 1440 px before and after (at half size).
      expect((await sharp(path.join(out(), page.sheet)).metadata()).width).toBe(32 + (390 + 32) * 2 + (720 + 32) * 2);
    }
  });

  it('lists every changed page in index.html with its facts-diff line, the old price and the new', () => {
    const index = readFileSync(path.join(out(), 'index.html'), 'utf8');
    for (const route of showingPrice) expect(index).toContain(`<code>${route}</code>`);
    expect(index).toContain(`${formatVnd(oldPrice)} → ${formatVnd(newPrice)}`);
    expect(run.output).toMatch(/^\d+ page\(s\) changed; sheets and index: review-out\/index\.html$/m);
  });

  it('builds nowhere in the repository and leaves it as it was', () => {
    expect(existsSync(path.join(copy, 'dist'))).toBe(false);
    expect(spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: copy, encoding: 'utf8' }).stdout).toBe('');
  });
});
