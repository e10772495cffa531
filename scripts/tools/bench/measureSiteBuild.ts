/**
 * `npm run bench -- --site`: `npm run build` of this site as it is, in a scratch copy of the project:
 * cold (the build's cache empty, no dist/), warm (built again, nothing changed) and warm after one
 * page's edit (a paragraph added to /gioi-thieu). For each: wall and CPU seconds and the peak memory
 * of the build's whole process tree (measureRun.ts), and the routes it wrote.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listBuiltRoutes } from './builtRoutes.ts';
import { formatTable } from './formatTable.ts';
import { measureRun } from './measureRun.ts';
import { makeScratchProject, scriptEnv } from './scratchProject.ts';
import { waitForIdle } from './waitForIdle.ts';

const EDITED = 'gioi-thieu';

export async function measureSiteBuild(): Promise<void> {
  const scratch = makeScratchProject('site-build-bench-');
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
  // The scratch copy links the project's node_modules, where the build's cache lives by default: a cache of its own instead.
  const cacheDir = path.join(scratch, '.cache', 'site');
  const env = { ...scriptEnv(), SITE_CACHE_DIR: cacheDir };
  const file = path.join(scratch, 'content', `${EDITED}.mdx`);
  console.log(`npm run build of this site in a scratch copy, Node ${process.versions.node}; each build once the machine is idle.`);
  console.log('CPU: user + system seconds of the build and every process it started; peak RSS: of the whole process tree.\n');

  const builds: [string, () => void][] = [
    ['cold (empty cache)', () => rmSync(cacheDir, { recursive: true, force: true })],
    ['warm, nothing changed', () => undefined],
    [`warm, /${EDITED} edited`, () => writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\nMột đoạn văn mới, thêm vào để đo bản dựng ấm.\n`)],
  ];
  const rows: string[][] = [];
  for (const [label, prepare] of builds) {
    prepare();
    if (!(await waitForIdle())) console.log('(the machine did not become idle within a minute; timed anyway)');
    const run = await measureRun('npm', ['run', 'build'], { cwd: scratch, env });
    if (run.status !== 0) {
      console.error(run.output.split('\n').slice(-40).join('\n'));
      console.error(`The ${label} build failed (exit code ${run.status}).`);
      process.exit(1);
    }
    rows.push([label, String(listBuiltRoutes(path.join(scratch, 'dist', 'client')).length), run.wallSeconds.toFixed(1), run.cpuSeconds.toFixed(1), `${(run.peakRss / 1024 ** 2).toFixed(0)} MB`]);
    console.log(`  ${label}: ${run.wallSeconds.toFixed(1)} s wall`);
  }
  console.log(`\n${formatTable([{ title: 'npm run build' }, { title: 'routes', align: 'right' }, { title: 'wall s', align: 'right' }, { title: 'CPU s', align: 'right' }, { title: 'peak RSS', align: 'right' }], rows)}`);
}
