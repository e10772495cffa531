import { describe, expect, it } from 'vitest';
import { childrenCpuSeconds, cpuTicks, measureRun } from './measureRun.ts';

describe('childrenCpuSeconds', () => {
  it("adds user and system time from bash's times output, children's line", () => {
    expect(childrenCpuSeconds('0m0.002s 0m0.001s\n1m2.500s 0m3.250s\n')).toBeCloseTo(65.75);
  });

  it('is NaN when the line is not there', () => {
    expect(childrenCpuSeconds('')).toBeNaN();
  });
});

describe('cpuTicks', () => {
  it("adds a process's user and system ticks and its waited-for children's", () => {
    expect(cpuTicks('4242 (node) S 1 4242 4242 0 -1 4194304 99 0 0 0 120 30 7 3 20 0 11 0 1463124 3133440 390')).toBe(160);
  });

  it('reads past a name with spaces and brackets', () => {
    expect(cpuTicks('4242 (npm run (dev)) S 1 4242 4242 0 -1 4194304 99 0 0 0 1 2 3 4 20 0 11 0')).toBe(10);
  });
});

describe('measureRun', () => {
  // Two node processes start and one burns half a second of CPU: on a loaded 2-core machine that has taken over 5 s of wall time.
  it('reports the CPU time of the processes a command starts, not only its own', async () => {
    // A shell that starts node, which burns half a second of CPU in a child of its own: counted in CPU,
    // not wall time, which a loaded machine would give a smaller share of the CPU.
    const burn = 'const used = () => { const { user, system } = process.cpuUsage(); return user + system; }; while (used() < 500_000);';
    const run = await measureRun(process.execPath, ['-e', `require('node:child_process').execFileSync(process.execPath, ['-e', ${JSON.stringify(burn)}])`], { cwd: process.cwd(), env: process.env });
    expect(run.status).toBe(0);
    expect(run.cpuSeconds).toBeGreaterThan(0.4);
    expect(run.wallSeconds).toBeGreaterThanOrEqual(run.cpuSeconds * 0.5);
    expect(run.peakRss).toBeGreaterThan(0);
  }, 30_000);
});
