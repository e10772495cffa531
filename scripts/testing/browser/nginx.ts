/**
 * Serves the built site with the real nginx and the shipped rules (deploy/site.conf), on a
 * free 127.0.0.1 port, for e2e/nginx.test.ts. The wrapper config written here stands in for
 * deploy/nginx.conf: the same `server` block, with a temporary listen, root, pid and temp paths.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../engine/core/paths.ts';

/** The site's nginx rules, included by deploy/nginx.conf and by the wrapper below. */
export const SITE_CONF = path.join(projectRoot, 'deploy', 'site.conf');

/** Where Debian's nginx-light and source builds put the binary. */
const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const STARTUP_TIMEOUT_MS = 10_000;

export interface NginxServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  stop(): Promise<void>;
}

/** The nginx executable, or an error that says how to install one. Never a skip. */
export function findNginx(): string {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, 'nginx'));
  const found = [...NGINX_PATHS, ...onPath].find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new Error(
    [
      'nginx was not found, so deploy/nginx.conf cannot be tested.',
      `Looked at ${NGINX_PATHS.join(', ')} and on PATH.`,
      'Install it: `apt-get install -y nginx-light` (Debian/Ubuntu; .ci/run does this).',
    ].join('\n'),
  );
}

/** mime.types of this nginx installation, found beside its default config (`nginx -V`). */
function findMimeTypes(nginx: string): string {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(version.stderr)?.[1] ?? '/etc/nginx/nginx.conf';
  const mimeTypes = path.join(path.dirname(confPath), 'mime.types');
  if (!existsSync(mimeTypes)) throw new Error(`${mimeTypes} is missing: the nginx installation is incomplete (reinstall nginx-light).`);
  return mimeTypes;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** An nginx.conf for a throwaway server: everything it writes stays in `prefix`. */
function wrapperConfig({ prefix, port, root, mimeTypes }: { prefix: string; port: number; root: string; mimeTypes: string }): string {
  const quote = (value: string) => JSON.stringify(value);
  const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${quote(path.join(prefix, kind))};`);
  return [
    '# Written by scripts/testing/browser/nginx.ts for one test run.',
    // Started by root, nginx would drop to "nobody", which may not be able to read the checkout.
    ...(process.getuid?.() === 0 ? ['user root root;'] : []),
    'worker_processes 1;',
    `pid ${quote(path.join(prefix, 'nginx.pid'))};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    `    include ${quote(mimeTypes)};`,
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    access_log off;',
    ...tempPaths,
    '    server {',
    `        listen 127.0.0.1:${port};`,
    `        root ${quote(root)};`,
    `        include ${quote(SITE_CONF)};`,
    '    }',
    '}',
    '',
  ].join('\n');
}

/** Resolves once `url` answers; throws if nginx exits first or does not answer in time. */
async function waitUntilServing(child: ChildProcess, url: string, stderr: () => string): Promise<void> {
  let ended: string | undefined;
  const onExit = (code: number | null, signal: NodeJS.Signals | null) => (ended = `nginx exited (${signal ?? `code ${String(code)}`}) before serving`);
  const onError = (error: Error) => (ended = `nginx could not be started: ${error.message}`);
  child.once('exit', onExit).once('error', onError);
  try {
    for (const deadline = Date.now() + STARTUP_TIMEOUT_MS; Date.now() < deadline;) {
      if (ended) throw new Error(`${ended}:\n${stderr()}`);
      try {
        await fetch(url, { method: 'HEAD' });
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    throw new Error(`nginx did not answer on ${url} within ${STARTUP_TIMEOUT_MS} ms:\n${stderr()}`);
  } finally {
    child.off('exit', onExit).off('error', onError);
  }
}

/** Starts nginx in the foreground (a child of this process) serving `root` with deploy/site.conf. */
export async function startNginx(root: string): Promise<NginxServer> {
  const nginx = findNginx();
  const prefix = await mkdtemp(path.join(tmpdir(), 'nginx-e2e-'));
  const port = await findFreePort();
  const config = path.join(prefix, 'nginx.conf');
  await writeFile(config, wrapperConfig({ prefix, port, root: path.resolve(root), mimeTypes: findMimeTypes(nginx) }));

  // -e: the error log before the config is read (builds default to /var/log/nginx, not writable by everyone).
  const child = spawn(nginx, ['-p', `${prefix}/`, '-e', 'stderr', '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGTERM: nginx's fast shutdown, which does not wait for the browser's keep-alive connections.
      child.kill('SIGTERM');
      await exited;
    }
    await rm(prefix, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(child, url, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
