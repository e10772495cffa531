/**
 * `npm run build`: validate, then build into a scratch folder and swap it in.
 * Invalid content stops before anything is written, and a failed build leaves
 * the previous dist/ exactly as it was.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from './lib/loadContent.ts';
import { contentDir, distDir, projectRoot } from './lib/paths.ts';
import { formatProblem } from './lib/problem.ts';

const started = performance.now();
const { problems, pages } = loadContent(contentDir, projectRoot);
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
const vite = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build'], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: { ...process.env, SITE_OUT_DIR: scratch },
});
if (vite.status !== 0 || !existsSync(path.join(scratch, 'client', 'index.html'))) {
  console.error('Build failed. dist/ was not touched.');
  process.exit(1);
}

const previous = `${distDir}.old-${process.pid}`;
if (existsSync(distDir)) renameSync(distDir, previous);
renameSync(scratch, distDir);
rmSync(previous, { recursive: true, force: true });
console.log(`Built ${pages.length} page(s) into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
