/**
 * `npm run bench:interactions`: how long each kind of interactive control takes to answer a visitor's
 * first tap (or key), on a phone under Lighthouse's mobile throttling, on a freshly loaded page of the
 * built site served as a host would. Prints a Markdown table (median and max per interaction), then
 * Lighthouse's Interaction to Next Paint per page from a user flow. After the table, the same taps on
 * a bare HTML page give the floor this machine and throttling set. A measurement: it always exits 0.
 *
 * Usage: npm run bench:interactions -- [--runs 5] [--only search] [--dist other-build/client] [--while-loading] [--no-lighthouse]
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { SearchEntry } from '../../lib/searchPages.ts';
import { parseBenchArgs, type BenchArgs } from './bench/interactions/benchArgs.ts';
import { readBuiltPages } from './bench/interactions/findRoutes.ts';
import { formatReferenceTable, formatSummary, formatTable } from './bench/interactions/formatTable.ts';
import { findChromium } from '../testing/browser/findChromium.ts';
import { CHROMIUM_FLAGS } from './bench/interactions/chromiumFlags.ts';
import { measureFlowInp } from './bench/interactions/lighthouseFlow.ts';
import { measurePlan, planInteractions, recordsOf } from './bench/interactions/measurePlan.ts';
import { REFERENCE_INTERACTIONS, writeReferenceSite } from './bench/interactions/referencePage.ts';
import { distDir } from '../engine/core/paths.ts';
import { startStaticServer } from '../serve.ts';

function readArgs(): BenchArgs {
  try {
    return parseBenchArgs(process.argv.slice(2), path.join(distDir, 'client'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** The same taps on a bare page (referencePage.ts), served on its own: the floor to read the site's rows against. */
async function measureReference(browser: Browser, { runs, tapAt }: BenchArgs, onProgress: () => void) {
  const root = writeReferenceSite();
  const referenceServer = await startStaticServer({ root, port: 0 });
  try {
    const plan = REFERENCE_INTERACTIONS.map((interaction) => ({ interaction, routes: ['/'] }));
    return await measurePlan(browser, referenceServer.url, plan, { runs, tapAt }, onProgress);
  } finally {
    await referenceServer.close();
    rmSync(root, { recursive: true, force: true });
  }
}

const args = readArgs();
if (!existsSync(path.join(args.dist, 'index.html'))) {
  console.error(`${args.dist} holds no built site: run \`npm run build\` first, or point --dist at a build's client folder.`);
  process.exit(1);
}
const indexFile = path.join(args.dist, 'search-index.json');
const searchIndex: SearchEntry[] = existsSync(indexFile) ? JSON.parse(readFileSync(indexFile, 'utf8')) : [];
const plan = planInteractions(readBuiltPages(args.dist), searchIndex, args.only);
for (const { interaction, routes } of plan) {
  if (routes.length === 0) console.warn(`No built page has ${interaction.foundBy}, so ${recordsOf(interaction)} is not measured.`);
}

const server = await startStaticServer({ root: args.dist, port: 0 });
try {
  const moment = args.tapAt === 'load' ? 'tapped once the page has loaded' : 'tapped the moment each control is visible, while the page loads';
  console.log(`Serving ${args.dist}; ${args.runs} fresh load(s) per interaction, ${moment}; CPU 4× slower, 150 ms latency, 1.6 Mbit/s down.\n`);
  const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_FLAGS });
  try {
    const progress = () => process.stderr.write('.');
    const rows = await measurePlan(browser, server.url, plan, { runs: args.runs, tapAt: args.tapAt }, progress);
    const referenceRows = await measureReference(browser, args, progress);
    process.stderr.write('\n');
    console.log(`${formatTable(rows, referenceRows)}\n\n${formatSummary(rows, referenceRows)}\n\n${formatReferenceTable(referenceRows)}`);
  } finally {
    await browser.close();
  }
  if (args.lighthouse) {
    console.log('\nLighthouse user flow, one timespan per interaction and page (fresh load, same throttling): Interaction to Next Paint\n');
    try {
      console.log(await measureFlowInp(server.url, plan));
    } catch (error) {
      console.log(`Lighthouse's user flow did not run: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    }
  }
} finally {
  await server.close();
}
