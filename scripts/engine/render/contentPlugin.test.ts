/**
 * The dev server's side of the content plugin, driven as Vite would drive it on the fixture site: the
 * error page it answers with while the content is invalid, the reloads it asks open pages for after
 * a save, and the files it serves beside the pages.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HotUpdateOptions, Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite } from '../../testing/fixtureSite/definition.ts';
import { contentPlugin } from './contentPlugin.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

let copy: string;
let file: string;
let valid: string;
let plugin: Plugin;
let middlewares: Middleware[];
let sent: unknown[];

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'site-plugin-'));
  cpSync(path.join(import.meta.dirname, '..', '..', 'testing', 'fixtureSite', 'content'), path.join(copy, 'content'), { recursive: true });
  file = path.join(copy, 'content', 'index.mdx');
  valid = readFileSync(file, 'utf8');
  plugin = contentPlugin({ definition: fixtureSite, contentDir: path.join(copy, 'content'), root: copy });
  (plugin.configResolved as (config: Pick<ResolvedConfig, 'command'>) => void)({ command: 'serve' });
  middlewares = [];
  sent = [];
  const server = {
    middlewares: { use: (...args: [Middleware] | [string, Middleware]) => middlewares.push(args.length === 1 ? args[0] : args[1]) },
    ws: { send: (payload: unknown) => sent.push(payload) },
    environments: {},
  };
  (plugin.configureServer as (server: unknown) => void)(server);
}, 60_000);

afterEach(() => {
  writeFileSync(file, valid);
  sent.length = 0;
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** What the server answers a browser asking for the home page: the error page, or on to vike. */
function askForPage(): { status?: number; body?: string } {
  return ask(middlewares.at(-1)!, '/', 'text/html');
}

/** What a middleware answers for `url`: its status, type and body, or nothing when it passes the request on. */
function ask(middleware: Middleware, url: string, accept = '*/*'): { status?: number; type?: string; body?: string } {
  const answer: { status?: number; type?: string; body?: string } = {};
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => {
      if (name === 'Content-Type') answer.type = value;
      return res;
    },
    end: (body: string) => Object.assign(answer, { status: res.statusCode, body }),
  };
  middleware({ method: 'GET', url, headers: { accept } } as IncomingMessage, res as unknown as ServerResponse, () => {});
  return answer;
}

/** What the dev server answers for a file beside the pages, asking each middleware in turn as connect does. */
function askForFile(url: string): { status?: number; type?: string; body?: string } {
  for (const middleware of middlewares.slice(1, -1)) {
    const answer = ask(middleware, url);
    if (answer.body !== undefined) return answer;
  }
  return {};
}

/** Tells the plugin the watcher saw a save, as Vite does once per environment. */
function reportSave(environment: 'client' | 'ssr') {
  const hotUpdate = plugin.hotUpdate as (this: { environment: { name: string } }, options: Pick<HotUpdateOptions, 'file' | 'server'>) => void;
  hotUpdate.call({ environment: { name: environment } }, { file, server: { environments: {}, ws: { send: (payload: unknown) => sent.push(payload) } } as unknown as ViteDevServer });
}

describe('the content plugin in dev', { timeout: 60_000 }, () => {
  it('answers with the error page for a mistake saved before the watcher reports it', () => {
    expect(askForPage().status).toBeUndefined();
    writeFileSync(file, valid.replace(/^title: .*$/m, 'title: 42'));
    const answer = askForPage();
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('content/index.mdx:3:1  schema  title: cần một đoạn chữ, đang là số 42');
  });

  it('reloads open pages when a save brings a mistake and when the next one fixes it, once per save', () => {
    askForPage();
    writeFileSync(file, valid.replace(/^title: .*$/m, 'title: 42'));
    reportSave('client');
    reportSave('ssr');
    expect(sent).toEqual([{ type: 'full-reload' }]);
    // The open page, reloaded, shows the error page.
    expect(askForPage().status).toBe(500);

    writeFileSync(file, valid);
    reportSave('client');
    reportSave('ssr');
    expect(sent).toEqual([{ type: 'full-reload' }, { type: 'full-reload' }]);
  });

  it('leaves a valid edit of a page body to hot reloading', () => {
    askForPage();
    writeFileSync(file, valid.replace('Xem [sự kiện]', 'Đọc về [sự kiện]'));
    reportSave('client');
    expect(sent).toEqual([]);
  });

  it('serves the sitemap and the files the site makes beside its pages, each as its type', () => {
    expect(askForFile('/sitemap.xml')).toMatchObject({ type: 'application/xml; charset=utf-8', body: expect.stringContaining('<loc>https://fixture.example/su-kien</loc>') });
    expect(askForFile('/events.txt?v=1')).toEqual({ status: 200, type: 'text/plain; charset=utf-8', body: '2030-01-01T19:00:00+07:00 /su-kien\n' });
    expect(askForFile('/khong-co.txt')).toEqual({});
  });

  it('serves no file beside the pages while the content is invalid, leaving the answer to the error page', () => {
    writeFileSync(file, valid.replace(/^title: .*$/m, 'title: 42'));
    reportSave('client');
    expect(askForFile('/events.txt')).toEqual({});
  });
});
