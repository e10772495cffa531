/**
 * Runs a command and measures it as the benchmark reports it: wall time, and the peak memory of
 * the whole process tree (the command and every process it starts), read from Linux's /proc.
 *
 * Every 50 ms the tree is walked from the command's process through /proc/<pid>/task/<tid>/children
 * and the resident set sizes (VmRSS in /proc/<pid>/status) of its processes are added up; the peak
 * is the largest sum seen. Memory shared between processes (the node binary's code) counts once per
 * process, so the figure errs high; a spike shorter than 50 ms can go unseen.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface MeasuredRun {
  status: number | null;
  /** Standard output and error, interleaved as they came. */
  output: string;
  wallSeconds: number;
  /** Bytes. */
  peakRss: number;
}

export function measureRun(command: string, args: string[], { cwd, env }: { cwd: string; env: NodeJS.ProcessEnv }): Promise<MeasuredRun> {
  if (!existsSync('/proc/self/status')) throw new Error('measuring memory needs Linux /proc');
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    let peakRss = 0;
    const sample = () => {
      if (child.pid !== undefined) peakRss = Math.max(peakRss, treeRss(child.pid));
    };
    const timer = setInterval(sample, 50);
    sample();
    child.on('close', (status) => {
      clearInterval(timer);
      resolve({ status, output: output.join(''), wallSeconds: (performance.now() - started) / 1000, peakRss });
    });
  });
}

/** Resident bytes of a process and all its descendants (0 for those that ended meanwhile). */
export function treeRss(pid: number): number {
  let total = 0;
  const pending = [pid];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    try {
      const status = readFileSync(`/proc/${next}/status`, 'utf8');
      total += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
      for (const task of readdirSync(`/proc/${next}/task`)) {
        const children = readFileSync(`/proc/${next}/task/${task}/children`, 'utf8').trim();
        if (children) pending.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // The process ended between two reads.
    }
  }
  return total;
}
