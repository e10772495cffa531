/**
 * Serves the built site the way a static host would: pre-rendered `index.html`
 * per route, `404.html` for everything else, gzip for text, long caching for
 * hashed assets, and the security headers the build wrote for every path in
 * `_headers` (site/files/securityHeaders.ts), as Netlify and Cloudflare Pages send
 * them. No dependencies, so `npm run preview`, the browser tests and Lighthouse
 * all measure what a visitor would get.
 *
 * Usage: node --import tsx scripts/serve.ts [--port 3000] [--root dist/client]
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { feedLinks } from '../lib/feedLinks.ts';
import { HEADERS_FILE, headersForEveryPath, readHeadersFile } from '../lib/headersFile.ts';

const gzipAsync = promisify(gzip);

export interface StaticServerOptions {
  /** Folder to serve, e.g. `dist/client`; relative paths resolve from the working directory. */
  root: string;
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Interface to listen on; defaults to `127.0.0.1` so the preview is not exposed to the network. */
  host?: string;
}

export interface StaticServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  close(): Promise<void>;
}

/** Content types by extension; `compressible` marks text worth gzipping (images and fonts already are compressed). */
const FILE_TYPES: Record<string, { contentType: string; compressible: boolean }> = {
  '.html': { contentType: 'text/html; charset=utf-8', compressible: true },
  '.css': { contentType: 'text/css; charset=utf-8', compressible: true },
  '.js': { contentType: 'text/javascript; charset=utf-8', compressible: true },
  '.mjs': { contentType: 'text/javascript; charset=utf-8', compressible: true },
  '.json': { contentType: 'application/json; charset=utf-8', compressible: true },
  '.svg': { contentType: 'image/svg+xml; charset=utf-8', compressible: true },
  '.xml': { contentType: 'application/xml; charset=utf-8', compressible: true },
  '.txt': { contentType: 'text/plain; charset=utf-8', compressible: true },
  '.ics': { contentType: 'text/calendar; charset=utf-8', compressible: true },
  '.png': { contentType: 'image/png', compressible: false },
  '.jpg': { contentType: 'image/jpeg', compressible: false },
  '.jpeg': { contentType: 'image/jpeg', compressible: false },
  '.webp': { contentType: 'image/webp', compressible: false },
  '.avif': { contentType: 'image/avif', compressible: false },
  '.ico': { contentType: 'image/x-icon', compressible: false },
  '.woff': { contentType: 'font/woff', compressible: false },
  '.woff2': { contentType: 'font/woff2', compressible: false },
};
const UNKNOWN_FILE_TYPE = { contentType: 'application/octet-stream', compressible: false };
/** The feeds are more than their extension says (plain XML, plain JSON): Atom and JSON Feed. */
const TYPES_BY_PATH: Record<string, { contentType: string; compressible: boolean }> = Object.fromEntries(
  Object.values(feedLinks).map(({ path: feedPath, type }) => [feedPath, { contentType: `${type}; charset=utf-8`, compressible: true }]),
);

/** Vite fingerprints everything under /assets/ and the build every picture under /_images/, so a changed file always gets a new URL. */
const IMMUTABLE_PREFIXES = ['/assets/', '/_images/'];

/**
 * Maps a request path to the file it names inside `root`, or null when the
 * path cannot be decoded or would leave `root` (traversal, encoded or not).
 */
export function resolveRequestFile(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;

  // Plain concatenation, not path.join: joining would normalise `..` away instead of letting us refuse it.
  const relative = decoded.endsWith('/')
    ? decoded + 'index.html'
    : path.posix.extname(decoded) === ''
      ? decoded + '/index.html'
      : decoded;
  const file = path.resolve(root, '.' + relative);
  // Checked after resolving: `..` may only appear once %2e%2e or %2f have been decoded.
  const rootWithSeparator = root.endsWith(path.sep) ? root : root + path.sep;
  return file.startsWith(rootWithSeparator) ? file : null;
}

/** True when an Accept-Encoding header allows gzip (and does not refuse it with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((entry) => {
    const [coding = '', ...params] = entry.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

async function readFileIfExists(file: string): Promise<Buffer | null> {
  try {
    if (!(await stat(file)).isFile()) return null;
    return await readFile(file);
  } catch (error) {
    if (error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR')) return null;
    throw error;
  }
}

async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  options: { status: number; file: string; body: Buffer; cacheControl: string; requestPath?: string; headers: readonly [string, string][] },
): Promise<void> {
  const type = TYPES_BY_PATH[options.requestPath ?? ''] ?? FILE_TYPES[path.extname(options.file).toLowerCase()] ?? UNKNOWN_FILE_TYPE;
  let body = options.body;
  response.statusCode = options.status;
  for (const [name, value] of options.headers) response.setHeader(name, value);
  response.setHeader('Content-Type', type.contentType);
  response.setHeader('Cache-Control', options.cacheControl);
  if (type.compressible) {
    // Caches must key on the header, or a gzip body could reach a client that did not ask for it.
    response.setHeader('Vary', 'Accept-Encoding');
    if (acceptsGzip(request.headers['accept-encoding'])) {
      body = await gzipAsync(body);
      response.setHeader('Content-Encoding', 'gzip');
    }
  }
  response.setHeader('Content-Length', body.length);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The headers `_headers` in `root` gives every path; none when the build wrote no such file. */
function readSiteHeaders(root: string): [string, string][] {
  const file = path.join(root, HEADERS_FILE);
  return existsSync(file) ? headersForEveryPath(readHeadersFile(readFileSync(file, 'utf8'))) : [];
}

async function handleRequest(root: string, headers: readonly [string, string][], request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Method Not Allowed');
    return;
  }
  // The raw path, not `new URL(...)`: URL parsing would silently normalise `/../` away before we could refuse it.
  const requestPath = (request.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
  // The headers file is the host's, not a page (Netlify and Cloudflare Pages do not serve it either).
  const file = requestPath === `/${HEADERS_FILE}` ? null : resolveRequestFile(root, requestPath);
  const body = file ? await readFileIfExists(file) : null;
  if (file && body) {
    const cacheControl = IMMUTABLE_PREFIXES.some((prefix) => requestPath.startsWith(prefix)) ? 'public, max-age=31536000, immutable' : 'no-cache';
    await sendFile(request, response, { status: 200, file, body, cacheControl, requestPath, headers });
    return;
  }
  const notFoundFile = path.join(root, '404.html');
  const notFoundBody = (await readFileIfExists(notFoundFile)) ?? Buffer.from('Not found');
  await sendFile(request, response, { status: 404, file: notFoundFile, body: notFoundBody, cacheControl: 'no-cache', headers });
}

/** Starts serving `root` and resolves once the server is listening. */
export function startStaticServer({ root, port, host = '127.0.0.1' }: StaticServerOptions): Promise<StaticServer> {
  const absoluteRoot = path.resolve(root);
  const headers = readSiteHeaders(absoluteRoot);
  const server = createServer((request, response) => {
    handleRequest(absoluteRoot, headers, request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Internal Server Error');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const urlHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${urlHost}:${actualPort}`,
        close: () =>
          new Promise<void>((resolveClose, rejectClose) => {
            server.close((error) => (error ? rejectClose(error) : resolveClose()));
            // Keep-alive sockets from browsers would otherwise hold close() open.
            server.closeAllConnections();
          }),
      });
    });
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '3000' }, root: { type: 'string', default: 'dist/client' } },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a number from 0 to 65535, received "${values.port}"`);
    process.exit(1);
  }
  if (!existsSync(values.root)) {
    console.error(`${values.root} does not exist: run npm run build first.`);
    process.exit(1);
  }
  try {
    const server = await startStaticServer({ root: values.root, port });
    console.log(`Serving ${values.root} on ${server.url.replace('127.0.0.1', 'localhost')}`);
  } catch (error) {
    console.error(`Could not listen on port ${port}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
