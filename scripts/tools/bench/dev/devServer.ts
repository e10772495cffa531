/**
 * `npm run dev` in a project, timed from the moment it is started to the first page it serves: the
 * address it prints, then `/` answered with 200 and its HTML, and the CPU time its processes used to
 * get there (which a loaded machine stretches less than the wall time). Run as a writer runs it, a black box;
 * stopped with its whole process group (npm, vike, Vite), which it leads.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { treeCpuSeconds } from '../measureRun.ts';
import { devServerUrl } from './devServerUrl.ts';

export interface DevServer {
  url: string;
  /** Milliseconds from starting `npm run dev` to the HTML of `/` received. */
  firstPageMs: number;
  /** CPU seconds its processes (npm, the server and any it started) had used by then. */
  firstPageCpuSeconds: number;
  /** What the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Longer than any start seen on a loaded 2-core machine (about 30 s). */
const START_TIMEOUT_MS = 180_000;

export async function startDevServer(cwd: string, env: NodeJS.ProcessEnv): Promise<DevServer> {
  const started = performance.now();
  const child = spawn('npm', ['run', 'dev'], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const printed: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => printed.push(chunk.toString()));
  const exited = once(child, 'exit');
  const output = () => printed.join('');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    const killer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  };
  try {
    const url = await waitFor(() => devServerUrl(output()), () => child.exitCode !== null);
    await waitFor(async () => ((await firstPage(url)) ? true : undefined), () => child.exitCode !== null);
    const firstPageMs = performance.now() - started;
    return { url, firstPageMs, firstPageCpuSeconds: child.pid === undefined ? Number.NaN : treeCpuSeconds(child.pid), output, stop };
  } catch (error) {
    await stop();
    throw new Error(`npm run dev served no page: ${error instanceof Error ? error.message : String(error)}\n${output().split('\n').slice(-30).join('\n')}`);
  }
}

/** Whether `/` answers 200 with an HTML document (Vite answers before the page is ready with an error or nothing). */
async function firstPage(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/`);
    const html = await response.text();
    return response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html') && html.includes('</html>');
  } catch {
    return false;
  }
}

/** Polls `probe` every 20 ms until it gives a value; fails when the server ended or after START_TIMEOUT_MS. */
async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, ended: () => boolean): Promise<T> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (ended()) throw new Error('it exited');
    if (performance.now() > deadline) throw new Error(`nothing after ${START_TIMEOUT_MS / 1000} s`);
    await sleep(20);
  }
}
