/**
 * `npm run typecheck` as part of `npm test`: the compiler runs here, beside the browser tests, on a
 * core they leave idle much of the time, instead of for half a minute before anything else starts.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './engine/core/paths.ts';

const typecheck = (...args: string[]) => spawnSync(path.join(projectRoot, 'node_modules', '.bin', 'tsc'), ['--noEmit', '--pretty', 'false', ...args], { cwd: projectRoot, encoding: 'utf8' });

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
