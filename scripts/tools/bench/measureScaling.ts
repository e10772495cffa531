/**
 * `npm run bench` (and `--pages`, `--content`): how the build scales. In a scratch copy of the project
 * it runs the real `npm run build`, first on the site as it is, then with N synthetic pages added under
 * content/bench/ (syntheticPages.ts), or the pages of a folder. Each is built cold (empty caches), then
 * warm (one page edited, rebuilt). For each build: wall seconds, milliseconds per page, peak memory of
 * the build's process tree (measureRun.ts), MDX pages compiled, photo sets made, share cards drawn, and
 * the search index size. Then, for every route of the site, the gzip bytes of HTML, CSS and JavaScript
 * a first visit downloads.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measurePage } from './pageWeight.ts';
import { measureRun, type MeasuredRun } from './measureRun.ts';
import { makeScratchProject, scriptEnv } from './scratchProject.ts';
import { syntheticSlug, writeSyntheticPages } from './syntheticPages.ts';

const GIB = 1024 ** 3;

interface Row {
  pages: number;
  run: MeasuredRun;
}

export async function measureScaling(options: { pages: number[]; content?: string }): Promise<void> {
  const scratch = makeScratchProject('site-bench-');
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
  const benchDir = path.join(scratch, 'content', 'bench');
  // Caches of one benchmark run only (see scripts/engine/core/diskCache.ts), emptied before each cold build.
  const cacheDir = path.join(scratch, '.cache', 'site');
  const clientDir = path.join(scratch, 'dist', 'client');

  console.log(`Benchmark of npm run build: Node ${process.versions.node}, ${availableParallelism()} cores, ${(totalmem() / GIB).toFixed(0)} GiB`);
  console.log('Peak memory: resident memory of the build and every process it starts, added up, sampled every 50 ms.\n');

  const cold: Row[] = [];
  console.log(`${'pages'.padEnd(22)}${'build'.padEnd(6)}${'wall s'.padStart(8)}${'ms/page'.padStart(9)}${'peak RSS'.padStart(10)}${'MDX compiled'.padStart(14)}${'photos made'.padStart(13)}${'cards drawn'.padStart(13)}${'search index'.padStart(14)}${'warm/cold'.padStart(11)}`);

  /** Builds the scratch project's content cold, then warm after editing the page `edit`; prints both. */
  async function coldAndWarm(label: string, edit: string) {
    rmSync(cacheDir, { recursive: true, force: true });
    const first = await build(label, 'cold');
    cold.push(first);
    // A new paragraph at the end of one page: its MDX changes, nothing else does.
    writeFileSync(edit, `${readFileSync(edit, 'utf8').trimEnd()}\n\nMột đoạn văn mới, thêm vào để đo bản dựng ấm.\n`);
    await build(label, 'warm', first);
  }

  async function build(label: string, kind: 'cold' | 'warm', coldRow?: Row): Promise<Row> {
    const run = await measureRun('npm', ['run', 'build'], {
      cwd: scratch,
      env: { ...scriptEnv(), SITE_CACHE_DIR: cacheDir },
    });
    const pages = Number(/Built (\d+) page\(s\)/.exec(run.output)?.[1] ?? NaN);
    if (run.status !== 0 || Number.isNaN(pages)) {
      console.error(run.output.split('\n').slice(-40).join('\n'));
      console.error(`The ${kind} build of ${label} failed (exit code ${run.status}).`);
      process.exit(1);
    }
    // The first MDX line is the build's compile step (scripts/engine/compile/prepareBuild.ts); Vite's then finds every page compiled.
    const compiled = /MDX: (\d+) page\(s\) compiled/.exec(run.output)?.[1] ?? '?';
    // Photo sets made by the same step (compile/images/): a warm build with the photos unchanged makes none.
    const photos = /Images: (\d+) picture set\(s\) made/.exec(run.output)?.[1] ?? '?';
    // Share cards drawn by it too (compile/shareCards/): none when no page's facts changed.
    const cards = /Share cards: (\d+) drawn/.exec(run.output)?.[1] ?? '?';
    const index = path.join(clientDir, 'search-index.json');
    const ratio = coldRow ? `${((run.wallSeconds / coldRow.run.wallSeconds) * 100).toFixed(0)} %` : '';
    console.log(
      `${`${label} (${pages})`.padEnd(22)}${kind.padEnd(6)}${run.wallSeconds.toFixed(1).padStart(8)}${((run.wallSeconds * 1000) / pages).toFixed(1).padStart(9)}`
      + `${`${(run.peakRss / 1024 ** 2).toFixed(0)} MB`.padStart(10)}${compiled.padStart(14)}${photos.padStart(13)}${cards.padStart(13)}${(existsSync(index) ? kb(gzipSync(readFileSync(index)).length) : '–').padStart(14)}${ratio.padStart(11)}`,
    );
    return { pages, run };
  }

  // The site as it is: its figures, and the build whose pages are measured below.
  await coldAndWarm('site', path.join(scratch, 'content', 'gioi-thieu.mdx'));
  const sizes = routeSizes(clientDir);

  if (options.content) {
    const source = path.resolve(options.content);
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mdx') && !file.startsWith('data'));
    if (files.length === 0) {
      console.error(`No .mdx pages in ${source}.`);
      process.exit(1);
    }
    for (const file of files) {
      mkdirSync(path.dirname(path.join(benchDir, file)), { recursive: true });
      cpSync(path.join(source, file), path.join(benchDir, file));
    }
    if (existsSync(path.join(source, 'data'))) cpSync(path.join(source, 'data'), path.join(scratch, 'content', 'data'), { recursive: true });
    await coldAndWarm(path.basename(source), path.join(benchDir, files.sort()[0] ?? ''));
  } else {
    for (const count of options.pages) {
      rmSync(benchDir, { recursive: true, force: true });
      writeSyntheticPages(benchDir, count);
      await coldAndWarm(`site + ${count}`, path.join(benchDir, `${syntheticSlug(Math.ceil(count / 2))}.mdx`));
    }
  }

  const largest = cold.at(-1);
  if (largest) console.log(`\nLargest cold build: ${largest.pages} pages, peak ${(largest.run.peakRss / GIB).toFixed(2)} GiB (limit 1.5 GiB).`);

  console.log(`\nFirst visit of each page of the site, gzip (fonts: preloaded woff2, as stored)\n${'page'.padEnd(48)}${'HTML'.padStart(9)}${'CSS'.padStart(9)}${'JS'.padStart(9)}${'fonts'.padStart(9)}`);
  for (const { route, weight } of sizes.pages) {
    console.log(`${route.padEnd(48)}${kb(weight.html).padStart(9)}${kb(weight.css).padStart(9)}${kb(weight.js).padStart(9)}${kb(weight.fonts).padStart(9)}`);
  }
  console.log(`search index: ${sizes.searchIndex} gzip, fetched on first search`);
}

/** Every built page of the site as it is, measured as a first visit downloads it. */
function routeSizes(clientDir: string) {
  const htmlFiles = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && statSync(path.join(clientDir, file)).isFile())
    .sort();
  const pages = htmlFiles.map((file) => ({
    route: file === '404.html' ? '(not found)' : `/${file.replace(/(^|\/)index\.html$/, '')}`,
    weight: measurePage(clientDir, file),
  }));
  return { pages, searchIndex: kb(gzipSync(readFileSync(path.join(clientDir, 'search-index.json'))).length) };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
