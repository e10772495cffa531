import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneBuildAtATime } from './oneBuildAtATime.ts';

let scratch: string;
let lock: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'build-lock-'));
  lock = path.join(scratch, 'build.lock');
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('oneBuildAtATime', () => {
  it('waits while another process builds, and builds once it is done', async () => {
    const done = path.join(scratch, 'done');
    // Another test process: takes the lock, builds for half a second, notes it is done, lets go.
    const other = spawn(process.execPath, ['-e', `
      const fs = require('node:fs');
      fs.mkdirSync(${JSON.stringify(lock)});
      fs.writeFileSync(${JSON.stringify(path.join(lock, 'pid'))}, String(process.pid));
      setTimeout(() => { fs.writeFileSync(${JSON.stringify(done)}, ''); fs.rmSync(${JSON.stringify(lock)}, { recursive: true }); }, 500);
    `]);
    // A loaded machine may take seconds to start it.
    await vi.waitFor(() => expect(existsSync(path.join(lock, 'pid'))).toBe(true), { timeout: 20_000 });
    expect(oneBuildAtATime(() => existsSync(done), lock)).toBe(true);
    expect(existsSync(lock)).toBe(false);
    other.kill();
  }, 30_000);

  it('takes over the lock of a process that stopped mid-build', () => {
    const stopped = spawnSync(process.execPath, ['-e', '']).pid;
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), String(stopped));
    expect(oneBuildAtATime(() => 'built', lock)).toBe('built');
    expect(existsSync(lock)).toBe(false);
  });

  it('lets go of the lock when the build throws', () => {
    expect(() => oneBuildAtATime(() => {
      throw new Error('the build failed');
    }, lock)).toThrow('the build failed');
    expect(existsSync(lock)).toBe(false);
  });
});
