/**
 * Waits until the machine is idle (at least `idleShare` of the CPU time idle over a second, read from
 * Linux's /proc/stat), so a build is not timed while the previous one's leftovers or another program
 * still run; gives up after `timeoutMs` and says so.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

function cpuTimes(): { idle: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are idle time.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { idle, total: fields.slice(0, 8).reduce((sum, value) => sum + value, 0) };
}

export async function waitForIdle({ idleShare = 0.9, timeoutMs = 60_000 } = {}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = cpuTimes();
    await sleep(1000);
    const after = cpuTimes();
    if ((after.idle - before.idle) / Math.max(1, after.total - before.total) >= idleShare) return true;
  }
  return false;
}
