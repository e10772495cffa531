/**
 * `npm run build`: builds the site into dist/ (the recipe: scripts/engine/run/build.ts). Invalid
 * content stops it before anything is written, with one line per mistake, and a failed build leaves
 * the previous dist/ exactly as it was. A built site's security headers (dist/client/_headers) are
 * copied into deploy/site.conf, so nginx sends what every other host does.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSite } from './engine/run/build.ts';
import { contentDir, distDir, projectRoot } from './engine/core/paths.ts';
import { formatProblem } from './engine/core/problem.ts';
import { HEADERS_FILE, headersForEveryPath, readHeadersFile } from '../lib/headersFile.ts';
import { withNginxHeaders } from '../lib/nginxHeaders.ts';
import { site } from '../site/definition.ts';

const started = performance.now();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

try {
  const result = await buildSite({ definition: site, root: projectRoot, contentDir, distDir, loadViteConfig: async () => (await import('../vite.config.ts')).default, log: (line) => console.log(line) });
  if (!result.built) {
    for (const problem of result.problems) console.error(formatProblem(problem));
    const where = result.reason === 'content' ? 'lỗi nội dung' : 'lỗi trong các trang đã dựng';
    console.error(`Dừng build: ${result.problems.length} ${where}. Thư mục dist/ được giữ nguyên.`);
    process.exit(1);
  }
  updateNginxHeaders();
  console.log(`Pages: ${result.rendered} rendered, ${result.reused} reused from the page cache`);
  console.log(`Built ${result.pages} page(s) into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s (${result.steps.join(', ')}).`);
} catch (error) {
  console.error(error);
  console.error(`Build thất bại: ${error instanceof Error ? error.message : String(error)}. Thư mục dist/ được giữ nguyên.`);
  process.exit(1);
}

/** deploy/site.conf's security headers, as the build's `_headers` states them (lib/nginxHeaders.ts). */
function updateNginxHeaders(): void {
  const conf = path.join(projectRoot, 'deploy', 'site.conf');
  if (!existsSync(conf)) return;
  const headers = headersForEveryPath(readHeadersFile(readFileSync(path.join(distDir, 'client', HEADERS_FILE), 'utf8')));
  const text = readFileSync(conf, 'utf8');
  const updated = withNginxHeaders(text, headers);
  if (updated === text) return;
  writeFileSync(conf, updated);
  console.log(`deploy/site.conf: security headers updated from dist/client/${HEADERS_FILE}`);
}
