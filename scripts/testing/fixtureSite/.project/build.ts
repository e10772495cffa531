/**
 * The fixture project's `npm run build` (the real one: scripts/build.ts): the engine's buildSite with
 * this project's definition and Vite config, into dist/ beside it, printing what the real command
 * prints. Run in a scratch copy of the project (buildFixtureProject.ts), in a process of its own.
 */
import path from 'node:path';
import { formatProblem } from '../../../engine/core/problem.ts';
import { buildSite } from '../../../engine/run/build.ts';
import { projectSite } from './definition.ts';

// The Vite config is loaded only when the code is built: its vike plugin must not load beside kept code.
const root = import.meta.dirname;
const result = await buildSite({
  definition: projectSite,
  root,
  contentDir: path.join(root, 'content'),
  distDir: path.join(root, 'dist'),
  loadViteConfig: async () => (await import('./vite.config.ts')).default,
  log: (line) => console.log(line),
});
if (!result.built) {
  for (const problem of result.problems) console.error(formatProblem(problem));
  console.error(`Dừng build: ${result.problems.length} ${result.reason === 'content' ? 'lỗi nội dung' : 'lỗi trong các trang đã dựng'}. Thư mục dist/ được giữ nguyên.`);
  process.exit(1);
}
console.log(`Pages: ${result.rendered} rendered, ${result.reused} reused from the page cache`);
console.log(`Built ${result.pages} page(s) (${result.steps.join(', ')}).`);
