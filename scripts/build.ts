/**
 * `npm run build`: validate, then build into a scratch folder and swap it in.
 * Invalid content stops before anything is written, and a failed build leaves
 * the previous dist/ exactly as it was.
 * Each step runs in a process of its own (see compile/prepareBuild.ts and render/viteBuild.ts),
 * so the memory a step takes is returned before the next begins.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { contentDir, distDir, projectRoot } from './engine/core/paths.ts';
import { prepareBuildInChild } from './engine/compile/prepareBuildInChild.ts';
import { formatProblem } from './engine/core/problem.ts';
import { viteBuild } from './engine/render/viteBuild.ts';
import { keepRenderedPages } from './engine/render/renderCache/renderCache.ts';
import { publishBuild } from './engine/write/publishBuild.ts';
import { PREPARED_CONTENT_ENV } from './engine/derive/preparedContent.ts';
import type { ShareCardFacts } from './engine/compile/shareCards/shareCardFacts.ts';
import { drawInChild } from './engine/compile/shareCards/drawMissingShareCards.ts';
import { CARDS_WRITTEN_BY_BUILD_ENV, writeShareCards } from './engine/compile/shareCards/writeShareCards.ts';
import { openShareCardCache } from './engine/compile/shareCards/shareCardCache.ts';

const started = performance.now();
// How long each step took, printed with the result: where a build's time goes, without a profiler.
const steps: string[] = [];
let stepStarted = started;
const stepDone = (name: string) => {
  const now = performance.now();
  steps.push(`${name} ${((now - stepStarted) / 1000).toFixed(1)} s`);
  stepStarted = now;
};
// The first step leaves the validated content here, for the build to write its files from, so it is read once.
const preparedContent = path.join(projectRoot, `.dist-${process.pid}.content.json`);
process.env[PREPARED_CONTENT_ENV] = preparedContent;
process.on('exit', () => rmSync(preparedContent, { force: true }));
// The share cards missing from the cache are drawn beside the rest of the build, from as soon as the
// content is read until the pages are rendered, and copied in after (the Vite build leaves them out).
process.env[CARDS_WRITTEN_BY_BUILD_ENV] = '1';
const stopDrawing = new AbortController();
process.on('exit', () => stopDrawing.abort());
let cardsDrawn: Promise<void> = Promise.resolve();
const drawCards = (cards: ShareCardFacts[]) => {
  cardsDrawn = drawInChild(cards, projectRoot, { signal: stopDrawing.signal });
  // Awaited once the pages are rendered; this only keeps a failure from counting as unhandled until then.
  cardsDrawn.catch(() => undefined);
};
// Before the content is read: whether an earlier build drew the cards, so that few if any are drawn now.
const cardsDrawnBefore = existsSync(openShareCardCache(projectRoot).folder);
// Read and validate the content, and compile its MDX for the pre-render.
const preparing = prepareBuildInChild(projectRoot, { definitionFile: path.join(projectRoot, 'site', 'definition.ts'), onMissingCards: drawCards });

const scratch = path.join(projectRoot, `.dist-${process.pid}`);
// However the build ends (failure, Ctrl-C), the scratch folder goes; only a finished build is swapped in.
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
// Vite and its plugins take a second to load. With the cards drawn before, a core is free while the
// content is read, and the Vite build (or, with the code unchanged, the first pre-render) starts at
// once and waits for the content. A first build draws every card on that core, and the Vite build
// starts once the content is ready, not to add its memory.
const viteMayStart = cardsDrawnBefore ? Promise.resolve() : preparing.then(() => undefined, () => undefined);
const contentValid = preparing.then((done) => 'plan' in done, () => false);
// Pages whose inputs are unchanged since an earlier build are taken from the page cache, not rendered.
const building = viteMayStart.then(() => viteBuild(projectRoot, scratch, { contentValid, preparedContent, keptPages: path.join(scratch, 'kept-pages'), onStep: stepDone, coreBusyUntil: preparing.then(() => cardsDrawn) }));
// Awaited once the content is valid; this only keeps a failure from counting as unhandled until then.
building.catch(() => undefined);

const prepared = await preparing;
if ('errors' in prepared) {
  for (const problem of prepared.errors) console.error(formatProblem(problem));
  console.error(`Dừng build: ${prepared.errors.length} lỗi nội dung. Thư mục dist/ được giữ nguyên.`);
  process.exit(1);
}
const { plan } = prepared;
stepDone('prepare');

// The audit's modules take 0.3 s to load: loaded while the Vite build runs, when this process is idle.
const auditModule = import('./engine/audit/auditSite.ts');
const built = await building;
if (!built) {
  console.error('Build thất bại (lỗi in ở trên). Thư mục dist/ được giữ nguyên.');
  process.exit(1);
}
if (built.renderCache) {
  const { rendered, reused } = keepRenderedPages(built.renderCache);
  console.log(`Pages: ${rendered} rendered, ${reused} reused from the page cache`);
  rmSync(built.renderCache.records, { recursive: true, force: true });
}
try {
  await cardsDrawn;
} catch (error) {
  console.error(`Build thất bại: ${error instanceof Error ? error.message : String(error)}. Thư mục dist/ được giữ nguyên.`);
  process.exit(1);
}
await writeShareCards(plan.cards, path.join(scratch, 'client'), projectRoot);
stepDone('share cards');
// Links, anchors, images and embeds, checked in the HTML visitors would get.
const { auditSite } = await auditModule;
const broken = auditSite({ ...plan, clientDir: path.join(scratch, 'client'), root: projectRoot, contentDir });
if (broken.length > 0) {
  for (const problem of broken) console.error(formatProblem(problem));
  console.error(`Dừng build: ${broken.length} lỗi trong các trang đã dựng. Thư mục dist/ được giữ nguyên.`);
  process.exit(1);
}

stepDone('audit');
publishBuild(scratch, distDir);
console.log(`Built ${plan.pages.length} page(s) into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s (${steps.join(', ')}).`);
