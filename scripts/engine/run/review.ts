/**
 * `npm run review -- <base> [<head>] [--out DIR]`: what a change looks like to visitors, for its
 * reviewers. Builds both git revisions (head defaults to HEAD) in scratch folders with one clock,
 * finds the pages whose HTML changed, was added or was removed, and screenshots each at 390 and
 * 1440 px, full page, before and after, plus every card, tab or dialog that holds changed text,
 * opened. Writes into review/ (git-ignored) or DIR: a contact sheet per page (before | after, the
 * changed regions outlined) and index.html listing the pages with their facts-diff lines. With no
 * visual change it says so in one line. The modules: scripts/engine/review/.
 *
 * A site's command hands it its definition, where its project is in a revision and how it is built,
 * and a static server for the built sites (scripts/review.ts; the fixture project's review.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { loadContent, type LoadDefinition } from '../derive/loadContent.ts';
import { diffRevisionsInSections, type DiffRevisionsDefinition } from '../diff/diffRevisions.ts';
import { siteNow } from '../validate/contentRules.ts';
import { buildProject, extractRevision } from '../review/buildRevision.ts';
import { fileNameOf, htmlFileOf, listChangedPages, type ChangedPage } from '../review/changedPages.ts';
import { writeContactSheet, type SheetShot } from '../review/contactSheet.ts';
import { listOpenedStates, type OpenedState } from '../review/openedStates.ts';
import { outlineChanges } from '../review/outlineChanges.ts';
import { launchChromium, shootOpenedState, shootPage } from '../review/shootPages.ts';
import { reviewWording, writeReviewIndex, type ReviewedPage } from '../review/writeReviewIndex.ts';

/** Each width, and the width its shots are drawn at on a sheet. */
const WIDTHS = [{ width: 390, drawnAt: 390 }, { width: 1440, drawnAt: 720 }];
const usage = 'usage: npm run review -- <base> [<head>] [--out DIR]   (head defaults to HEAD)';

export interface ReviewOptions {
  definition: LoadDefinition & DiffRevisionsDefinition;
  /** The site's project in a revision: its folder under the repository's project folder (`''`: that folder) and its build script there. */
  project?: { folder: string; build: string };
  /** Serves a built site (its client folder) on a free port while its pages are screenshotted. */
  serve: (root: string) => Promise<{ url: string; close(): Promise<void> }>;
}

/** The command with its arguments (`process.argv.slice(2)`); it exits the process with 2 when it cannot review. */
export async function review(args: string[], { definition: site, project = { folder: '', build: 'scripts/build.ts' }, serve }: ReviewOptions): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { out: { type: 'string' } } });
  const [base, head = 'HEAD'] = positionals;
  if (base === undefined || positionals.length > 2) fail(usage);

  const cwd = process.cwd();
  const repository = {
    toplevel: git(['rev-parse', '--show-toplevel']).trim(),
    prefix: git(['rev-parse', '--show-prefix']).trim(),
    nodeModules: path.join(cwd, 'node_modules'),
  };
  for (const revision of [base, head]) {
    if (spawnSync('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], { cwd }).status !== 0) {
      fail(`review: unknown revision ${JSON.stringify(revision)}; expected a commit, branch or tag such as HEAD~1 or origin/main`);
    }
  }
  // One clock for both builds, so a date-dependent page (a passed event) differs only if the change made it.
  const now = siteNow();
  const outDir = path.resolve(values.out ?? 'review');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const scratch = mkdtempSync(path.join(tmpdir(), 'site-review-'));
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

  const before = buildRevision(base, 'before');
  const after = buildRevision(head, 'after');

  const changed = listChangedPages(before.client, after.client);
  const facts = diffRevisionsInSections(site,
    { name: base, content: loadContent(site, path.join(before.folder, 'content'), before.folder) },
    { name: head, content: loadContent(site, path.join(after.folder, 'content'), after.folder) });
  if (changed.length === 0) {
    writeReviewIndex(outDir, { base, head }, [], facts);
    console.log(reviewWording.nothing(base, head));
    return;
  }

  const servers = { before: await serve(before.client), after: await serve(after.client) };
  const browser = await launchChromium();
  const reviewed: ReviewedPage[] = [];
  try {
    for (const page of changed) {
      reviewed.push(await reviewPage(browser, page));
      const { route, change, sheet, regions, states } = reviewed.at(-1)!;
      console.log(`${change.padEnd(8)} ${route}  ${path.relative(cwd, path.join(outDir, sheet))}  (${reviewWording.regions(regions)}${states.length > 0 ? `; ${states.join('; ')}` : ''})`);
    }
  } finally {
    await browser.close();
    await Promise.all([servers.before.close(), servers.after.close()]);
  }
  writeReviewIndex(outDir, { base, head }, reviewed, facts);
  console.log(`${reviewed.length} page(s) changed; sheets and index: ${path.relative(cwd, path.join(outDir, 'index.html'))}`);

  /** One page: its shots at each width on each side it exists, outlined, its opened states, and its sheet. */
  async function reviewPage(browser: Browser, { route, change }: ChangedPage): Promise<ReviewedPage> {
    const name = fileNameOf(route);
    const sides = (['before', 'after'] as const).filter((side) => change === 'changed' || (side === 'before') === (change === 'removed'));
    const file = (side: string, what: string) => path.join(outDir, `${name}.${what}.${side}.png`);
    const rows: SheetShot[][] = [];
    const regions: Record<string, number> = {};
    const shootBoth = async (what: string, drawnAt: number, caption: string, shoot: (side: 'before' | 'after', out: string) => Promise<boolean>) => {
      // Both sides at once: a shot mostly waits on its page.
      const shot = await Promise.all(sides.map((side) => shoot(side, file(side, what))));
      const taken = sides.filter((_, index) => shot[index]);
      const outlined = taken.length === 2 ? await outlineChanges(file('before', what), file('after', what)) : undefined;
      if (outlined) regions[caption] = outlined.regions.length;
      rows.push(taken.map((side) => ({ image: outlined?.[side] ?? file(side, what), caption: `${caption} · ${side === 'before' ? base : head}`, width: drawnAt })));
    };
    for (const { width, drawnAt } of WIDTHS) {
      await shootBoth(`${width}`, drawnAt, `${width} px`, async (side, out) => {
        await shootPage(browser, servers[side].url + route, { width, now }, out);
        return true;
      });
    }
    const states = change === 'changed' ? statesOf(route) : [];
    for (const state of states) {
      for (const { width, drawnAt } of WIDTHS) {
        await shootBoth(`${state.kind}-${state.index}-${width}`, drawnAt, `${state.kind} «${state.label}» ${width} px`,
          (side, out) => shootOpenedState(browser, servers[side].url + route, state, { width, now }, out));
      }
    }
    // Pairs side by side: the widths in one row, each state in a row of its own.
    const sheetRows = [rows.slice(0, WIDTHS.length).flat(), ...chunk(rows.slice(WIDTHS.length), WIDTHS.length).map((pair) => pair.flat())];
    const sheet = `${name}.sheet.png`;
    await writeContactSheet({ title: `${route} · ${reviewWording.change[change]}`, rows: sheetRows, out: path.join(outDir, sheet) });
    const first = (side: 'before' | 'after') => (sides.includes(side) ? { [side]: path.basename(file(side, String(WIDTHS[0]!.width))) } : {});
    return { route, change, sheet, firstPair: { ...first('before'), ...first('after') }, regions, states: states.map((state) => `${state.kind} «${state.label}»`) };
  }

  /** The project at `revision`, extracted into the scratch folder and built there. */
  function buildRevision(revision: string, side: 'before' | 'after'): { folder: string; client: string } {
    const folder = path.join(extractRevision(repository, revision, path.join(scratch, side)), project.folder);
    const started = performance.now();
    const build = buildProject(folder, now, project.build);
    if (!build.ok) fail(`${build.output}\nreview: ${revision} does not build (above); fix it or review another revision.`);
    console.log(`Built ${revision} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { folder, client: path.join(folder, 'dist', 'client') };
  }

  /** The closed states of a page that hold text its base revision did not have. */
  function statesOf(route: string): OpenedState[] {
    return listOpenedStates(readFileSync(htmlFileOf(before.client, route), 'utf8'), readFileSync(htmlFileOf(after.client, route), 'utf8'));
  }

  function chunk<T>(items: T[], size: number): T[][] {
    return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, index * size + size));
  }

  function git(gitArgs: string[]): string {
    const run = spawnSync('git', gitArgs, { cwd, encoding: 'utf8' });
    if (run.status !== 0) fail(`review: git ${gitArgs.join(' ')} failed: ${run.stderr.trim() || 'is this a git repository?'}`);
    return run.stdout;
  }

  function fail(message: string): never {
    console.error(message);
    process.exit(2);
  }

}
