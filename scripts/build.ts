/**
 * `npm run build`: validate, then build into a scratch folder and swap it in.
 * Invalid content stops before anything is written, and a failed build leaves
 * the previous dist/ exactly as it was.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { auditBuilt } from './lib/checkContent.ts';
import { loadContent } from './lib/loadContent.ts';
import { contentDir, distDir, projectRoot } from './lib/paths.ts';
import { formatProblem } from './lib/problem.ts';
import { viteBuild } from './lib/viteBuild.ts';

const started = performance.now();
const loaded = loadContent(contentDir, projectRoot);
const { problems } = loaded;
const pages = loaded.pages.filter((page) => page.status === 'published');
const errors = problems.filter((problem) => problem.severity === 'error');
if (errors.length > 0) {
  for (const problem of errors) console.error(formatProblem(problem));
  console.error(`Build stopped: ${errors.length} content error(s). dist/ was not touched.`);
  process.exit(1);
}

const scratch = path.join(projectRoot, `.dist-${process.pid}`);
// However the build ends (failure, Ctrl-C), the scratch folder goes; only a finished build is swapped in.
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
if (!viteBuild(projectRoot, scratch)) {
  console.error('Build failed. dist/ was not touched.');
  process.exit(1);
}
// Links, anchors, images and embeds, checked in the HTML visitors would get.
const broken = auditBuilt(loaded, path.join(scratch, 'client'), projectRoot, contentDir);
if (broken.length > 0) {
  for (const problem of broken) console.error(formatProblem(problem));
  console.error(`Build stopped: ${broken.length} problem(s) in the built pages. dist/ was not touched.`);
  process.exit(1);
}

const previous = `${distDir}.old-${process.pid}`;
if (existsSync(distDir)) renameSync(distDir, previous);
renameSync(scratch, distDir);
rmSync(previous, { recursive: true, force: true });
console.log(`Built ${pages.length} page(s) into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
