/**
 * Runs a command and measures it as the benchmark reports it: wall time, CPU time and the peak memory
 * of the whole process tree (the command and every process it starts), read from Linux's /proc.
 *
 * CPU time is user + system time of the command and of every process it waited for, as bash's `times`
 * reports it for its children once the command has ended (the command runs under a bash that only waits
 * for it and writes that line).
 *
 * Every 50 ms the tree is walked from the command's process through /proc/<pid>/task/<tid>/children
 * and the resident set sizes (VmRSS in /proc/<pid>/status) of its processes are added up; the peak
 * is the largest sum seen. Memory shared between processes (the node binary's code) counts once per
 * process, so the figure errs high; a spike shorter than 50 ms can go unseen.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface MeasuredRun {
  status: number | null;
  /** Standard output and error, interleaved as they came. */
  output: string;
  wallSeconds: number;
  /** User + system seconds of the whole tree; NaN when bash did not report them. */
  cpuSeconds: number;
  /** Bytes. */
  peakRss: number;
}

/** The children's user + system seconds from the output of bash's `times` (its second line: `1m2.345s 0m3.210s`). */
export function childrenCpuSeconds(times: string): number {
  const line = times.trim().split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, minutes, seconds]) => Number(minutes) * 60 + Number(seconds));
  return parts.length === 2 ? (parts[0] ?? 0) + (parts[1] ?? 0) : Number.NaN;
}

export function measureRun(command: string, args: string[], { cwd, env }: { cwd: string; env: NodeJS.ProcessEnv }): Promise<MeasuredRun> {
  if (!existsSync('/proc/self/status')) throw new Error('measuring memory needs Linux /proc');
  return new Promise((resolve) => {
    const started = performance.now();
    const timesDir = mkdtempSync(path.join(tmpdir(), 'measure-run-'));
    const timesFile = path.join(timesDir, 'times');
    const child = spawn('bash', ['-c', '"$@"; status=$?; times > "$0"; exit $status', timesFile, command, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
      const wallSeconds = (performance.now() - started) / 1000;
      const cpuSeconds = existsSync(timesFile) ? childrenCpuSeconds(readFileSync(timesFile, 'utf8')) : Number.NaN;
      rmSync(timesDir, { recursive: true, force: true });
      resolve({ status, output: output.join(''), wallSeconds, cpuSeconds, peakRss });
    });
  });
}

/** Resident bytes of a process and all its descendants (0 for those that ended meanwhile). */
export function treeRss(pid: number): number {
  return sumOverTree(pid, (proc) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`${proc}/status`, 'utf8'))?.[1] ?? 0) * 1024);
}

/** Linux's clock ticks a second (`getconf CLK_TCK`), in which /proc/<pid>/stat counts CPU time. */
const TICKS_PER_SECOND = 100;

/**
 * User + system seconds a running process and its descendants have used so far, with the children
 * each has already waited for: what `times` would report if the tree ended now.
 */
export function treeCpuSeconds(pid: number): number {
  return sumOverTree(pid, (proc) => cpuTicks(readFileSync(`${proc}/stat`, 'utf8'))) / TICKS_PER_SECOND;
}

/** utime + stime + cutime + cstime (fields 14 to 17) of a /proc/<pid>/stat line, whose name (field 2) may hold spaces and brackets. */
export function cpuTicks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (the state), so field n is fields[n - 3].
  return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
}

/** `read(/proc/<pid>)` added up over a process and all its descendants, skipping those that end meanwhile. */
function sumOverTree(pid: number, read: (proc: string) => number): number {
  let total = 0;
  const pending = [pid];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    try {
      total += read(`/proc/${next}`);
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
