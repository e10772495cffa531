/**
 * `npm run typecheck` as part of `npm test`: the compiler runs here, beside the browser tests, on a
 * core they leave idle much of the time. It is TypeScript 7, the native compiler (`typescript-native`),
 * which checks both projects in 5 s of wall time where 5.9 took 27 (9 CPU-s where 5.9 took 42); 5.9 stays the
 * `typescript` package that editors and the architecture test's parser use.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './engine/core/paths.ts';

const NATIVE_TSC = path.join(projectRoot, 'node_modules', 'typescript-native', 'bin', 'tsc');
const typecheck = (...args: string[]) => spawnSync(process.execPath, [NATIVE_TSC, '--noEmit', '--pretty', 'false', ...args], { cwd: projectRoot, encoding: 'utf8' });

describe('npm run typecheck', () => {
  it('finds no type error in the project', () => {
    const run = typecheck();
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 300_000);

  // A project of its own, with its own virtual modules and page context: the root's leaves its dot folder out.
  it('finds no type error in the engine’s fixture project', () => {
    const run = typecheck('-p', 'scripts/testing/fixtureSite/.project');
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 300_000);
});
