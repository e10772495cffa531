/**
 * A git revision of the project, built as `npm run build` builds it, in a scratch folder of its
 * own: the revision's files (`git archive`, so the working tree is never touched) with the
 * project's node_modules linked in. The build cache lives in node_modules (or SITE_CACHE_DIR), so
 * the two builds of a review share it and the second, like every later review, is warm.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export interface Repository {
  /** The repository's top folder. */
  toplevel: string;
  /** The project's folder inside it, `''` or `site/` (git's `--show-prefix`). */
  prefix: string;
  /** The project's node_modules, linked into each scratch folder. */
  nodeModules: string;
}

/** The project as it is at `revision`, in `scratch`; returns its folder there. */
export function extractRevision(repository: Repository, revision: string, scratch: string): string {
  const project = path.join(scratch, repository.prefix);
  mkdirSync(project, { recursive: true });
  const archive = spawnSync('git', ['archive', '--format=tar', revision, '--', repository.prefix || '.'], { cwd: repository.toplevel, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${revision} failed: ${archive.stderr.toString()}`);
  const untar = spawnSync('tar', ['-x', '-C', scratch], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`extracting ${revision} failed: ${untar.stderr.toString()}`);
  symlinkSync(repository.nodeModules, path.join(project, 'node_modules'), 'dir');
  return project;
}

/** Builds the project in `folder` with its build script (`scripts/build.ts`) and the build's clock at `now`; its site is then in `folder/dist/client`. */
export function buildProject(folder: string, now: string, script = 'scripts/build.ts'): { ok: boolean; output: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: folder,
    env: { ...process.env, SITE_NOW: now },
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}
