/**
 * `npm run bench -- --compare astro --pages 1000,5000`: our build and Astro's of the same synthetic
 * pages, side by side. First both build ten pages, and two of them must show the same headings, table,
 * tabs and facts (samePage.ts); then, for each size, clean cold builds alternate (ours, Astro, ours,
 * Astro), each once the machine is idle, and a table gives wall seconds, CPU seconds and peak memory
 * of each build's whole process tree (measureRun.ts), the means, and ours / Astro.
 * Our side is the project in a scratch copy with the synthetic pages added to the site's own
 * (content/bench/); Astro's is astroProject.ts.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { cacheRoot } from '../../../engine/core/diskCache.ts';
import { projectRoot } from '../../../engine/core/paths.ts';
import { drawingCostIn } from '../../../engine/compile/shareCards/drawingCost.ts';
import { measureRun, type MeasuredRun } from '../measureRun.ts';
import { makeScratchProject, RUN_TYPESCRIPT, scriptEnv } from '../scratchProject.ts';
import { syntheticSlug, writeSyntheticPages } from '../syntheticPages.ts';
import { waitForIdle } from '../waitForIdle.ts';
import { prepareAstroProject } from './astroProject.ts';
import { differences, pageShown } from './samePage.ts';
import { syntheticFacts } from './syntheticFacts.ts';

interface Side {
  name: string;
  writePages(count: number): void;
  clean(): void;
  build(): Promise<MeasuredRun>;
  pageFile(slug: string): string;
}

const GIB = 1024 ** 3;

export async function compareWithAstro(sizes: number[]): Promise<void> {
  const astro = prepareAstroProject(path.join(cacheRoot(projectRoot), 'astro-bench'));
  const scratch = makeScratchProject('site-compare-');
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
  const oursCache = path.join(scratch, '.cache', 'site');
  const ours: Side = {
    name: 'ours',
    writePages(count) {
      rmSync(path.join(scratch, 'content', 'bench'), { recursive: true, force: true });
      writeSyntheticPages(path.join(scratch, 'content', 'bench'), count);
    },
    clean() {
      for (const leftover of [oursCache, path.join(scratch, 'dist')]) rmSync(leftover, { recursive: true, force: true });
    },
    build: () => measureRun(process.execPath, [...RUN_TYPESCRIPT, 'scripts/build.ts'], { cwd: scratch, env: { ...scriptEnv(), SITE_CACHE_DIR: oursCache } }),
    pageFile: (slug) => path.join(scratch, 'dist', 'client', 'bench', slug, 'index.html'),
  };
  const theirs: Side = {
    name: `Astro ${astro.version}`,
    writePages: astro.writePages,
    clean: astro.clean,
    build: () => measureRun(process.execPath, ['node_modules/astro/astro.js', 'build'], { cwd: astro.dir, env: { ...scriptEnv(), ASTRO_TELEMETRY_DISABLED: '1' } }),
    pageFile: astro.pageFile,
  };
  const sides = [ours, theirs];

  console.log(`Our build against ${theirs.name} (@astrojs/mdx, @astrojs/react), Node ${process.versions.node}. Each build cold, once the machine is idle.`);
  console.log('CPU: user + system seconds of the build and every process it started; peak RSS: of the whole process tree.\n');

  // The same content, shown the same way, before anything is timed.
  for (const side of sides) {
    side.writePages(10);
    side.clean();
    await buildOrStop(side);
  }
  for (const index of [1, 2]) {
    const slug = syntheticSlug(index);
    const found = differences(pageShown(readFileSync(ours.pageFile(slug), 'utf8')), pageShown(readFileSync(theirs.pageFile(slug), 'utf8')), syntheticFacts(index));
    if (found.length > 0) {
      console.error(`The two builds of /bench/${slug} differ:\n  ${found.join('\n  ')}`);
      process.exit(1);
    }
  }
  console.log('Checked: /bench/trang-00001 and /bench/trang-00002 show the same headings, table, tabs and facts in both builds.\n');

  for (const pages of sizes) {
    for (const side of sides) side.writePages(pages);
    const runs: { side: Side; run: MeasuredRun }[] = [];
    console.log(`${pages} synthetic pages\n\n| build | wall s | CPU s | of it, share cards | peak RSS |\n|---|--:|--:|--:|--:|`);
    for (const round of [1, 2]) {
      for (const side of sides) {
        side.clean();
        if (!(await waitForIdle())) console.log('(the machine did not become idle within a minute; timed anyway)');
        const run = await buildOrStop(side);
        runs.push({ side, run });
        console.log(`| ${side.name}, run ${round} | ${run.wallSeconds.toFixed(1)} | ${run.cpuSeconds.toFixed(1)} | ${seconds(cardsCpu(run))} | ${gib(run.peakRss)} |`);
      }
    }
    const mean = (side: Side, pick: (run: MeasuredRun) => number) => {
      const own = runs.filter((entry) => entry.side === side).map((entry) => pick(entry.run));
      return own.reduce((sum, value) => sum + value, 0) / own.length;
    };
    const wall = sides.map((side) => mean(side, (run) => run.wallSeconds));
    const cpu = sides.map((side) => mean(side, (run) => run.cpuSeconds));
    const rss = sides.map((side) => mean(side, (run) => run.peakRss));
    const cards = sides.map((side) => mean(side, (run) => cardsCpu(run) ?? Number.NaN));
    for (const [index, side] of sides.entries()) {
      console.log(`| ${side.name}, mean | ${wall[index]?.toFixed(1)} | ${cpu[index]?.toFixed(1)} | ${seconds(cards[index])} | ${gib(rss[index] ?? 0)} |`);
    }
    const ratio = ([a = 0, b = 1]: number[]) => (a / b).toFixed(2);
    console.log(`| ours / Astro | ${ratio(wall)} | ${ratio(cpu)} | | ${ratio(rss)} |\n`);
    // The cards are work only our side does: what they alone cost, against Astro's whole build.
    const [ourCards = Number.NaN] = cards;
    const [ourCpu = 0, astroCpu = 1] = cpu;
    if (!Number.isNaN(ourCards)) {
      console.log(`Share cards alone (drawn by our side only): ${ourCards.toFixed(1)} s of CPU, ${(ourCards / astroCpu).toFixed(2)} × Astro's whole build; the rest of our build ${(ourCpu - ourCards).toFixed(1)} s, ${((ourCpu - ourCards) / astroCpu).toFixed(2)} × Astro's.\n`);
    }
  }
}

async function buildOrStop(side: Side): Promise<MeasuredRun> {
  const run = await side.build();
  if (run.status !== 0) {
    console.error(run.output.split('\n').slice(-40).join('\n'));
    console.error(`The build by ${side.name} failed (exit code ${run.status}).`);
    process.exit(1);
  }
  return run;
}

/** CPU seconds our build spent drawing share cards (drawingCost.ts); undefined for a build that drew none. */
function cardsCpu(run: MeasuredRun): number | undefined {
  return drawingCostIn(run.output)?.cpuSeconds;
}

/** Seconds to a tenth, or a dash for a figure the build did not report. */
function seconds(value: number | undefined): string {
  return value === undefined || Number.isNaN(value) ? '–' : value.toFixed(1);
}

function gib(bytes: number): string {
  return `${(bytes / GIB).toFixed(2)} GiB`;
}
