import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, startStaticServer, type StaticServer } from './serve.ts';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Sends the path byte for byte: fetch() and `new URL` would normalise `/../`
 * before it left the client, and the traversal tests would prove nothing.
 */
function send(baseUrl: string, requestPath: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: requestPath, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const APP_JS = `console.log(${JSON.stringify('xin chào '.repeat(50))});\n`;

let workspace: string;
let server: StaticServer;

beforeAll(async () => {
  workspace = mkdtempSync(path.join(tmpdir(), 'serve-test-'));
  // A file beside the served root, so a traversal bug would actually find something to leak.
  writeFileSync(path.join(workspace, 'package.json'), '{"secret": true}');
  const root = path.join(workspace, 'client');
  const files: Record<string, string> = {
    'index.html': '<html lang="vi"><body>Trang chủ</body></html>',
    'foo/index.html': '<html lang="vi"><body>Trang foo</body></html>',
    'học/index.html': '<html lang="vi"><body>Trang học</body></html>',
    '404.html': '<html lang="vi"><body>Không tìm thấy trang</body></html>',
    'assets/app.js': APP_JS,
    '_images/nam-0123456789ab-160.avif': 'AVIF bytes',
    'search-index.json': '{"pages":[]}',
    // As the build writes it (site/files/securityHeaders.ts): a policy for every path, a cache rule for hashed files.
    '_headers': '/*\n  Content-Security-Policy: default-src \'self\'; frame-src https://docs.google.com\n  X-Content-Type-Options: nosniff\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  server = await startStaticServer({ root, port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(workspace, { recursive: true, force: true });
});

describe('startStaticServer', () => {
  it('serves index.html at the root', async () => {
    const response = await send(server.url, '/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.toString()).toContain('Trang chủ');
  });

  it('serves a route folder with and without the trailing slash', async () => {
    for (const route of ['/foo', '/foo/', '/foo?ref=menu']) {
      const response = await send(server.url, route);
      expect(response.status, route).toBe(200);
      expect(response.body.toString(), route).toContain('Trang foo');
    }
  });

  it('decodes percent-encoded Vietnamese paths', async () => {
    const response = await send(server.url, '/h%E1%BB%8Dc/');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('Trang học');
  });

  it('serves hashed assets with their type and a one-year immutable cache', async () => {
    const response = await send(server.url, '/assets/app.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(APP_JS);
  });

  it('serves the build’s pictures as AVIF with the same year of immutable cache, not gzipped again', async () => {
    const response = await send(server.url, '/_images/nam-0123456789ab-160.avif', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('gzips text when the client accepts gzip and says so in Vary', async () => {
    const response = await send(server.url, '/assets/app.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body.length).toBeLessThan(Buffer.byteLength(APP_JS));
    expect(gunzipSync(response.body).toString()).toBe(APP_JS);
  });

  it('asks browsers to revalidate pages and data outside /assets/', async () => {
    const page = await send(server.url, '/foo/');
    const data = await send(server.url, '/search-index.json');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(data.headers['cache-control']).toBe('no-cache');
    expect(data.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers unknown paths with 404 and the not-found page', async () => {
    for (const route of ['/khong-ton-tai', '/assets/missing.js', '/foo/bar/']) {
      const response = await send(server.url, route);
      expect(response.status, route).toBe(404);
      expect(response.headers['content-type'], route).toBe('text/html; charset=utf-8');
      expect(response.body.toString(), route).toContain('Không tìm thấy trang');
    }
  });

  it('sends the headers _headers gives every path, on pages, files and the not-found page, and never _headers itself', async () => {
    for (const route of ['/', '/assets/app.js', '/khong-ton-tai']) {
      const { headers } = await send(server.url, route);
      expect(headers['content-security-policy'], route).toBe("default-src 'self'; frame-src https://docs.google.com");
      expect(headers['x-content-type-options'], route).toBe('nosniff');
    }
    const file = await send(server.url, '/_headers');
    expect(file.status).toBe(404);
    expect(file.body.toString()).toContain('Không tìm thấy trang');
  });

  it('refuses paths that climb out of the root, encoded or not', async () => {
    for (const route of ['/../package.json', '/%2e%2e/package.json', '/foo/..%2f..%2fpackage.json', '/%2E%2E%2Fpackage.json']) {
      const response = await send(server.url, route);
      expect(response.status, route).toBe(404);
      expect(response.body.toString(), route).not.toContain('secret');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await send(server.url, '/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
    expect(response.body.length).toBe(0);
  });

  it('rejects methods other than GET and HEAD with 405', async () => {
    const response = await send(server.url, '/', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe('acceptsGzip', () => {
  it('accepts gzip listed among other encodings or through a wildcard', () => {
    expect(acceptsGzip('deflate, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
  });

  it('refuses gzip when it is missing or weighted q=0', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
  });
});
