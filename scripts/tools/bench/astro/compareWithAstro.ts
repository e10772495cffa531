/**
 * `npm run bench -- --compare astro --pages 25,1000`: our build and Astro's of the same synthetic
 * site (syntheticSite.ts: the synthetic pages and the two pages their links need, nothing more),
 * side by side. First both build ten pages, and two of them must show the same headings, table, tabs
 * and facts (samePage.ts); then, for each size, clean cold builds alternate (ours, Astro, ours, Astro),
 * each `npm run build` once the machine is idle. Every build must have written exactly the synthetic
 * site's routes, the same on both sides (builtRoutes.ts), or it stops and names the difference. A
 * table gives wall seconds, CPU seconds and peak memory of each build's whole process tree
 * (measureRun.ts), the CPU seconds each side spent on share cards, the means, and ours / Astro.
 * Our side is the project in a scratch copy whose content is the synthetic site; Astro's is astroProject.ts.
 *
 * Both sides draw the same share card for every page (astroCards.ts, sameCard.ts checks two of them),
 * or, with `--no-cards`, neither does: every page names the site's image instead.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { cacheRoot } from '../../../engine/core/diskCache.ts';
import { projectRoot } from '../../../engine/core/paths.ts';
import { drawingCostIn } from '../../../engine/compile/shareCards/drawingCost.ts';
import { describeRouteDifference, listBuiltRoutes, routeDifference } from '../builtRoutes.ts';
import { formatTable } from '../formatTable.ts';
import { measureRun, type MeasuredRun } from '../measureRun.ts';
import { makeScratchProject, scriptEnv } from '../scratchProject.ts';
import { mean, ratio } from '../stats.ts';
import { syntheticSlug, type SyntheticPageOptions } from '../syntheticPages.ts';
import { SYNTHETIC_FOLDER, syntheticSiteRoutes, writeSyntheticSite } from '../syntheticSite.ts';
import { waitForIdle } from '../waitForIdle.ts';
import { readSite, syntheticSiteCards } from './astroCards.ts';
import { prepareAstroProject } from './astroProject.ts';
import { cardDifference, type RawImage } from './sameCard.ts';
import { differences, pageShown } from './samePage.ts';
import { syntheticFacts } from './syntheticFacts.ts';

interface Side {
  name: string;
  /** Where its build writes the site. */
  outDir: string;
  writePages(count: number): void;
  clean(): void;
  build(): Promise<MeasuredRun>;
  pageFile(slug: string): string;
  /** The share card of a synthetic page. */
  cardFile(slug: string): string;
  /** The folder of its share cards. */
  cardsDir: string;
}

const GIB = 1024 ** 3;

export async function compareWithAstro(sizes: number[], { cards }: { cards: boolean }): Promise<void> {
  const astro = prepareAstroProject(path.join(cacheRoot(projectRoot), 'astro-bench'));
  const scratch = makeScratchProject('site-compare-');
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
  const oursCache = path.join(scratch, '.cache', 'site');
  // Without cards, every page names the site's own sharing image, as a page that has a picture of its own would.
  const pageOptions: SyntheticPageOptions = cards ? {} : { ogImage: readSite(scratch).ogImage };
  const ours: Side = {
    name: 'ours',
    outDir: path.join(scratch, 'dist', 'client'),
    writePages: (count) => writeSyntheticSite(scratch, count, pageOptions),
    clean() {
      for (const leftover of [oursCache, path.join(scratch, 'dist')]) rmSync(leftover, { recursive: true, force: true });
    },
    // The scratch copy links the project's node_modules, where the build's cache lives by default: a cache of its own instead.
    build: () => measureRun('npm', ['run', 'build'], { cwd: scratch, env: { ...scriptEnv(), SITE_CACHE_DIR: oursCache } }),
    pageFile: (slug) => path.join(scratch, 'dist', 'client', SYNTHETIC_FOLDER, slug, 'index.html'),
    cardFile: (slug) => path.join(scratch, 'dist', 'client', 'share', SYNTHETIC_FOLDER, `${slug}.png`),
    cardsDir: path.join(scratch, 'dist', 'client', 'share'),
  };
  const theirs: Side = {
    name: `Astro ${astro.version}`,
    outDir: astro.outDir,
    writePages: (count) => astro.writePages(count, syntheticSiteCards(count, scratch, pageOptions)),
    clean: astro.clean,
    build: () => measureRun('npm', ['run', 'build'], { cwd: astro.dir, env: { ...scriptEnv(), ASTRO_TELEMETRY_DISABLED: '1' } }),
    pageFile: astro.pageFile,
    cardFile: astro.cardFile,
    cardsDir: path.join(astro.outDir, 'share'),
  };
  const sides = [ours, theirs];

  console.log(`Our build against ${theirs.name} (@astrojs/mdx, @astrojs/react), Node ${process.versions.node}: npm run build on both sides, each cold, once the machine is idle.`);
  console.log('Both build the same synthetic site: the synthetic pages, / and /lich-khai-giang.');
  console.log(cards
    ? 'Both draw a 1200 × 630 share card for every page, the site\'s layout and fonts through satori and resvg (Astro: in a static endpoint).'
    : 'No share cards on either side (--no-cards): every page names the site\'s own sharing image.');
  console.log('CPU: user + system seconds of the build and every process it started; peak RSS: of the whole process tree.\n');

  // The same content, shown the same way, before anything is timed.
  for (const side of sides) {
    side.writePages(10);
    side.clean();
    await buildOrStop(side);
    checkRoutes(side, 10);
  }
  for (const index of [1, 2]) {
    const slug = syntheticSlug(index);
    const found = differences(pageShown(readFileSync(ours.pageFile(slug), 'utf8')), pageShown(readFileSync(theirs.pageFile(slug), 'utf8')), syntheticFacts(index));
    if (found.length > 0) stop(`The two builds of /${SYNTHETIC_FOLDER}/${slug} differ:\n  ${found.join('\n  ')}`);
  }
  console.log(`Checked: both built the same ${syntheticSiteRoutes(10).length} routes of ten pages, and /${SYNTHETIC_FOLDER}/${syntheticSlug(1)} and /${SYNTHETIC_FOLDER}/${syntheticSlug(2)} show the same headings, table, tabs and facts.`);
  console.log(`${await checkCards(sides, cards)}\n`);

  for (const pages of sizes) {
    for (const side of sides) side.writePages(pages);
    const runs: { side: Side; run: MeasuredRun }[] = [];
    const rows: string[][] = [];
    const routes = new Map<Side, string[]>();
    console.log(`${pages} synthetic pages (${pages + 2} routes a build)\n`);
    for (const round of [1, 2]) {
      for (const side of sides) {
        side.clean();
        if (!(await waitForIdle())) console.log('(the machine did not become idle within a minute; timed anyway)');
        const run = await buildOrStop(side);
        routes.set(side, checkRoutes(side, pages));
        runs.push({ side, run });
        rows.push([`${side.name}, run ${round}`, run.wallSeconds.toFixed(1), run.cpuSeconds.toFixed(1), seconds(cardsCpu(run)), gib(run.peakRss)]);
        console.log(`  ${side.name}, run ${round}: ${run.wallSeconds.toFixed(1)} s wall, ${run.cpuSeconds.toFixed(1)} s CPU`);
      }
    }
    const sameRoutes = describeRouteDifference(routeDifference(routes.get(ours) ?? [], routes.get(theirs) ?? []), [ours.name, theirs.name]);
    if (sameRoutes.length > 0) stop(`The two sides built different routes:\n  ${sameRoutes.join('\n  ')}`);
    const meanOf = (side: Side, pick: (run: MeasuredRun) => number) => mean(runs.filter((entry) => entry.side === side).map((entry) => pick(entry.run)));
    const both = (pick: (run: MeasuredRun) => number) => ({ ours: meanOf(ours, pick), theirs: meanOf(theirs, pick) });
    const wall = both((run) => run.wallSeconds);
    const cpu = both((run) => run.cpuSeconds);
    const rss = both((run) => run.peakRss);
    const cardsCpuOf = both((run) => cardsCpu(run) ?? Number.NaN);
    rows.push(
      [`${ours.name}, mean`, wall.ours.toFixed(1), cpu.ours.toFixed(1), seconds(cardsCpuOf.ours), gib(rss.ours)],
      [`${theirs.name}, mean`, wall.theirs.toFixed(1), cpu.theirs.toFixed(1), seconds(cardsCpuOf.theirs), gib(rss.theirs)],
      ['ours / Astro', ratio(wall.ours, wall.theirs), ratio(cpu.ours, cpu.theirs), cards ? ratio(cardsCpuOf.ours, cardsCpuOf.theirs) : '', ratio(rss.ours, rss.theirs)],
    );
    console.log(`\nBoth sides built the same ${routes.get(ours)?.length} routes.\n`);
    console.log(`${formatTable([{ title: 'build' }, { title: 'wall s', align: 'right' }, { title: 'CPU s', align: 'right' }, { title: 'of it, share cards', align: 'right' }, { title: 'peak RSS', align: 'right' }], rows)}\n`);
    if (cards) console.log(`${describeCardsShare(cardsCpuOf, cpu, pages + 2)}\n`);
  }
}

async function buildOrStop(side: Side): Promise<MeasuredRun> {
  const run = await side.build();
  if (run.status !== 0) {
    console.error(run.output.split('\n').slice(-40).join('\n'));
    stop(`The build by ${side.name} failed (exit code ${run.status}).`);
  }
  return run;
}

/** The routes the side's last build wrote, which must be exactly the synthetic site's of `pages` pages. */
function checkRoutes(side: Side, pages: number): string[] {
  const built = listBuiltRoutes(side.outDir);
  const wrong = describeRouteDifference(routeDifference(built, syntheticSiteRoutes(pages)), [side.name, 'the synthetic site']);
  if (wrong.length > 0) stop(`The build by ${side.name} is not the synthetic site of ${pages} pages:\n  ${wrong.join('\n  ')}`);
  return built;
}

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Before timing: with cards, both sides drew the cards of pages 1 and 2 the same (size and pixels),
 * and the check tells page 1's from page 2's; without, neither drew any. Stops the run otherwise.
 */
async function checkCards(sides: Side[], cards: boolean): Promise<string> {
  if (!cards) {
    const drawn = sides.filter((side) => existsSync(side.cardsDir));
    if (drawn.length > 0) stop(`--no-cards, yet ${drawn.map((side) => side.name).join(' and ')} drew share cards (${drawn.map((side) => side.cardsDir).join(', ')}).`);
    return 'Checked: neither side drew a share card.';
  }
  const [ours, theirs] = sides as [Side, Side];
  const read = async (side: Side, index: number): Promise<RawImage> => {
    const file = side.cardFile(syntheticSlug(index));
    if (!existsSync(file)) stop(`${side.name} drew no share card at ${file}.`);
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, channels: info.channels, pixels: data };
  };
  for (const index of [1, 2]) {
    const found = cardDifference(await read(ours, index), await read(theirs, index));
    if (found) stop(`The two sides' share cards of /${SYNTHETIC_FOLDER}/${syntheticSlug(index)} differ: ${found}.`);
  }
  if (!cardDifference(await read(ours, 1), await read(theirs, 2))) stop('The check of the share cards cannot tell page 1\'s card from page 2\'s.');
  const { width, height } = await read(ours, 1);
  return `Checked: both drew the share cards of /${SYNTHETIC_FOLDER}/${syntheticSlug(1)} and /${SYNTHETIC_FOLDER}/${syntheticSlug(2)} at ${width} × ${height}, the same title and facts pixel for pixel (rounding apart).`;
}

/** What the cards alone cost on each side, and the rest of each build. */
function describeCardsShare(cardsCpuOf: { ours: number; theirs: number }, cpu: { ours: number; theirs: number }, cards: number): string {
  const each = (seconds: number) => `${((seconds * 1000) / cards).toFixed(1)} ms a card`;
  const rest = { ours: cpu.ours - cardsCpuOf.ours, theirs: cpu.theirs - cardsCpuOf.theirs };
  return [
    `Share cards: ours ${cardsCpuOf.ours.toFixed(1)} s of CPU (${each(cardsCpuOf.ours)}, the drawing process's start included), Astro's ${cardsCpuOf.theirs.toFixed(1)} s (${each(cardsCpuOf.theirs)}, its endpoint's calls only): ${ratio(cardsCpuOf.ours, cardsCpuOf.theirs)} ×.`,
    `The rest of the build: ours ${rest.ours.toFixed(1)} s, Astro's ${rest.theirs.toFixed(1)} s: ${ratio(rest.ours, rest.theirs)} ×.`,
  ].join('\n');
}

/** CPU seconds the build spent drawing share cards (the line drawingCost.ts formats, which Astro's endpoint writes too); undefined for a build that drew none. */
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
