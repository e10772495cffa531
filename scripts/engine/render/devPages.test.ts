import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Problem } from '../core/problem.ts';
import { appendToPage, contentErrorPage, warningsPanel } from './devPages.ts';

const problem = (message: string, severity: Problem['severity'] = 'error'): Problem => ({ file: 'content/index.mdx', line: 3, column: 1, rule: 'schema', severity, message });

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** Serves one response written by `send` after appendToPage, and returns what a browser receives. */
async function receive(send: (res: import('node:http').ServerResponse) => void): Promise<{ body: string; length: string | null }> {
  server = createServer((_req, res) => {
    appendToPage(res, '<aside>panel</aside>');
    send(res);
  });
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return { body: await response.text(), length: response.headers.get('content-length') };
}

describe('dev pages', () => {
  it('adds the panel before the end of a page sent in pieces, its stated length dropped', async () => {
    const received = await receive((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', '31');
      res.write('<html><body>');
      res.write(Buffer.from('<p>Học</p>'));
      res.end('</body></html>');
    });
    expect(received.body).toBe('<html><body><p>Học</p><aside>panel</aside></body></html>');
    expect(received.length).not.toBe('31');
  });

  it('leaves what is not a page as it is', async () => {
    expect((await receive((res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end('{"a":1}');
    })).body).toBe('{"a":1}');
  });

  it('keeps a message\'s markup as text on the error page and in the panel', () => {
    expect(contentErrorPage([problem('viết <Agenda /> thay cho <Agenda>')])).toContain('content/index.mdx:3:1  schema  viết &lt;Agenda /&gt; thay cho &lt;Agenda&gt;</pre>');
    expect(warningsPanel([problem('<b>', 'warning')])).toContain('<li>content/index.mdx:3:1  schema  warning: &lt;b&gt;</li>');
  });
});
