import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadContent } from '../derive/loadContent.ts';
import { diffRevisionsInSections } from '../diff/diffRevisions.ts';
import { fileNameOf } from '../review/changedPages.ts';
import { makeFixtureProject, type FixtureProject } from '../../testing/fixtureSite/fixtureProject.ts';
import { projectSite } from '../../testing/fixtureSite/.project/definition.ts';
import { oneBuildAtATime } from '../../testing/oneBuildAtATime.ts';

/**
 * The review (run/review.ts) of the fixture project, run as its command in a scratch git repository
 * of it: a base commit, and a head commit that renames a speaker in speakers.yaml, as a writer would.
 * The review builds both and screenshots only what changed.
 */
let project: FixtureProject;
let run: { status: number | null; output: string };
/** The routes that show the speaker's name, as the facts diff finds them: from the content, not the HTML. */
let showingSpeaker: string[];
const out = () => path.join(project.top, 'review-out');
const pause = new Int32Array(new SharedArrayBuffer(4));

function git(...args: string[]) {
  const result = spawnSync('git', ['-c', 'commit.gpgsign=false', '-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: project.top, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
}
const content = () => loadContent(projectSite, path.join(project.root, 'content'), project.root);

beforeAll(async () => {
  project = makeFixtureProject();
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const base = content();
  project.edit('content/data/speakers.yaml', (text) => text.replace('name: Nguyễn An', 'name: Nguyễn Văn An'));
  git('commit', '-q', '-am', 'speaker name');
  showingSpeaker = diffRevisionsInSections(projectSite, { name: 'base', content: base }, { name: 'head', content: content() })
    .flatMap((section) => (section.route ? [section.route] : []));
  // Only the builds share node_modules with other tests' builds (oneBuildAtATime): hold the lock until
  // the review has built both revisions, then let it screenshot beside the other tests.
  const log = path.join(project.top, 'review.log');
  const child = oneBuildAtATime(() => {
    const fd = openSync(log, 'w');
    const started = spawn(process.execPath, ['--import', 'tsx', 'scripts/testing/fixtureSite/.project/review.ts', 'HEAD~1', '--out', out()], {
      cwd: project.top, env: project.env(), stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    const deadline = Date.now() + 300_000;
    while (!/^(Built HEAD in |review: )/m.test(readFileSync(log, 'utf8')) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 200);
    return started;
  });
  const [status] = await once(child, 'exit');
  run = { status: typeof status === 'number' ? status : null, output: readFileSync(log, 'utf8') };
}, 420_000);
afterAll(() => project.remove());

describe('the review of a commit that renames a speaker', () => {
  it('writes a contact sheet for each page showing the speaker and for no other page', () => {
    expect(run.status, run.output).toBe(0);
    expect(showingSpeaker).toEqual(['/su-kien']);
    const sheets = readdirSync(out()).filter((file) => file.endsWith('.sheet.png')).sort();
    expect(sheets).toEqual(showingSpeaker.map((route) => `${fileNameOf(route)}.sheet.png`));
  });

  it('outlines a changed region on every page at both widths, and the sheet puts before beside after', async () => {
    const pages = z.array(z.object({ route: z.string(), change: z.string(), sheet: z.string(), regions: z.record(z.string(), z.number()) }))
      .parse(JSON.parse(readFileSync(path.join(out(), 'changed-pages.json'), 'utf8')));
    expect(pages.map((page) => page.route)).toEqual(showingSpeaker);
    for (const page of pages) {
      expect(page.change).toBe('changed');
      expect(page.regions).toEqual({ '390 px': expect.any(Number), '1440 px': expect.any(Number) });
      expect(Math.min(...Object.values(page.regions)), page.route).toBeGreaterThan(0);
      // Four shots in a row: 390 px before and after (390 wide each), 1440 px before and after (at half size).
      expect((await sharp(path.join(out(), page.sheet)).metadata()).width).toBe(32 + (390 + 32) * 2 + (720 + 32) * 2);
    }
  });

  it('lists every changed page in index.html with its facts-diff line, the old name and the new', () => {
    const index = readFileSync(path.join(out(), 'index.html'), 'utf8');
    for (const route of showingSpeaker) expect(index).toContain(`<code>${route}</code>`);
    expect(index).toContain('Nguyễn An → Nguyễn Văn An');
    expect(run.output).toMatch(/^1 page\(s\) changed; sheets and index: review-out\/index\.html$/m);
  });

  it('builds nowhere in the repository and leaves it as it was', () => {
    expect(existsSync(path.join(project.root, 'dist'))).toBe(false);
    expect(spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: project.top, encoding: 'utf8' }).stdout).toBe('');
  });
});
