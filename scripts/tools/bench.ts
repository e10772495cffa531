/**
 * `npm run bench`: what the build, the preview and a first visit cost. Each mode runs the real npm
 * scripts (`npm run build`, `npm run dev`) in a scratch copy of the project; docs/benchmarks.md reads
 * the output.
 *
 *   npm run bench                      the site, then the site with 25, 1000 and 5000 synthetic pages
 *                                      added, each cold and warm; then what each page of the site weighs
 *                                      (bench/measureScaling.ts)
 *   npm run bench -- --pages 25,1000   other numbers of synthetic pages
 *   npm run bench -- --content DIR     the pages in DIR (its .mdx files; DIR/data/*.yaml, if any,
 *                                      replace the shared data) instead of synthetic ones
 *   npm run bench -- --site            npm run build of this site: cold, warm, and warm after an edit
 *                                      (bench/measureSiteBuild.ts)
 *   npm run bench -- --dev             the preview: npm run dev to the first page, an MDX edit to the open
 *                                      Chromium page, a broken page's overlay (bench/dev/measurePreview.ts)
 *   npm run bench -- --compare astro --pages 25,1000   our build against Astro's on the same synthetic
 *                                      site, a share card per page on both sides (bench/astro/compareWithAstro.ts)
 *   npm run bench -- --compare astro --no-cards   the same with no share card on either side
 *   npm run bench -- --write DIR --pages 1000   only write that many synthetic pages into DIR
 *                                      (for building the same content with another generator)
 */
import path from 'node:path';
import { compareWithAstro } from './bench/astro/compareWithAstro.ts';
import { BenchUsageError, parseBenchOptions, type BenchMode } from './bench/benchOptions.ts';
import { measurePreview } from './bench/dev/measurePreview.ts';
import { measureScaling } from './bench/measureScaling.ts';
import { measureSiteBuild } from './bench/measureSiteBuild.ts';
import { writeSyntheticPages } from './bench/syntheticPages.ts';

let options: BenchMode;
try {
  options = parseBenchOptions(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof BenchUsageError)) throw error;
  console.error(error.message);
  process.exit(1);
}

switch (options.mode) {
  case 'compare':
    await compareWithAstro(options.pages, { cards: options.cards });
    break;
  case 'write':
    writeSyntheticPages(path.resolve(options.dir), options.pages);
    console.log(`Wrote ${options.pages} synthetic pages into ${options.dir}.`);
    break;
  case 'dev':
    await measurePreview();
    break;
  case 'site':
    await measureSiteBuild();
    break;
  case 'scale':
    await measureScaling(options);
    break;
}
process.exit(0);
