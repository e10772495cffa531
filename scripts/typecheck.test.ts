/**
 * `npm run typecheck` as part of `npm test`: the compiler runs here, beside the browser tests, on a
 * core they leave idle much of the time, instead of for half a minute before anything else starts.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './engine/core/paths.ts';

describe('npm run typecheck', () => {
  it('finds no type error in the project', () => {
    const run = spawnSync(path.join(projectRoot, 'node_modules', '.bin', 'tsc'), ['--noEmit', '--pretty', 'false'], { cwd: projectRoot, encoding: 'utf8' });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 300_000);
});
