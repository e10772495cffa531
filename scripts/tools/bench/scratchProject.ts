/**
 * For tests that run the real scripts: a scratch copy of the project (tracked and new files,
 * node_modules linked), where breaking content never touches the working tree.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../engine/core/paths.ts';
import { scriptEnv } from '../../testing/scriptEnv.ts';

export function makeScratchProject(prefix: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: projectRoot, encoding: 'utf8' }).stdout.split('\n');
  for (const file of files.filter(Boolean)) {
    if (!existsSync(path.join(projectRoot, file))) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(projectRoot, file), path.join(copy, file));
  }
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

export { scriptEnv };

/** Runs `scripts/<script>` with tsx in `cwd`, as a shell would. */
/**
 * How package.json runs a script: node with tsx's loader, not tsx's command, which starts a second
 * node process and so took every build 0.4 s longer. Run in a scratch copy (its node_modules is linked).
 */
export const RUN_TYPESCRIPT = ['--import', 'tsx'];

export function runScript(cwd: string, script: string, args: string[] = [], env: Record<string, string> = {}) {
  const base = scriptEnv();
  const run = spawnSync(process.execPath, [...RUN_TYPESCRIPT, `scripts/${script}`, ...args], {
    cwd,
    env: { ...base, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout, output: run.stdout + run.stderr };
}
