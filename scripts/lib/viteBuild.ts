/** Runs the Vite build (vike pre-rendering every published page) into `outDir`. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** With `quiet`, Vite's output is kept back and printed only if the build fails. */
export function viteBuild(root: string, outDir: string, { quiet = false } = {}): boolean {
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, SITE_OUT_DIR: outDir },
  });
  const built = run.status === 0 && existsSync(path.join(outDir, 'client', 'index.html'));
  if (!built && quiet) process.stderr.write(`${run.stdout ?? ''}${run.stderr ?? ''}`);
  return built;
}
