/**
 * The dev server's side of the content plugin, driven as Vite would drive it on the fixture site: the
 * error page it answers with while the content is invalid, the reloads it asks open pages for after
 * a save, and the files it serves beside the pages.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HotUpdateOptions, Plugin, ViteDevServer } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite } from '../../testing/fixtureSite/definition.ts';
import { projectRoot } from '../core/paths.ts';
import { contentPlugin } from './contentPlugin.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

let copy: string;
let file: string;
let valid: string;
let site: string;
let siteYaml: string;
let plugin: Plugin;
let middlewares: Middleware[];
let sent: unknown[];
/** What the plugin printed to the terminal. */
let printed: string[];

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'site-plugin-'));
  cpSync(path.join(import.meta.dirname, '..', '..', 'testing', 'fixtureSite', 'content'), path.join(copy, 'content'), { recursive: true });
  // The caches of compiled MDX and pictures are keyed by the packages and the engine's code, read under the root.
  for (const folder of ['node_modules', 'scripts']) symlinkSync(path.join(projectRoot, folder), path.join(copy, folder), 'dir');
  file = path.join(copy, 'content', 'index.mdx');
  valid = readFileSync(file, 'utf8');
  site = path.join(copy, 'content', 'data', 'site.yaml');
  siteYaml = readFileSync(site, 'utf8');
  printed = [];
  plugin = contentPlugin({ definition: fixtureSite, contentDir: path.join(copy, 'content'), root: copy, print: (line) => printed.push(line) });
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
  writeFileSync(site, siteYaml);
  reportSave('client');
  sent.length = 0;
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** What the server answers a browser asking for a page: the error page, or on to vike. */
function askForPage(url = '/'): Promise<Answer> {
  return ask(middlewares.at(-1)!, url, 'text/html');
}

interface Answer {
  status?: number;
  type?: string;
  body?: string;
}

/** What a middleware answers for `url`: its status, type and body, or nothing when it passes the request on. */
function ask(middleware: Middleware, url: string, accept = '*/*'): Promise<Answer> {
  return new Promise((resolve) => {
    const answer: Answer = {};
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: string) => {
        if (name === 'Content-Type') answer.type = value;
        return res;
      },
      end: (body: string) => resolve(Object.assign(answer, { status: res.statusCode, body })),
    };
    middleware({ method: 'GET', url, headers: { accept } } as IncomingMessage, res as unknown as ServerResponse, () => resolve(answer));
  });
}

/**
 * What the browser receives for `url` when the page renders: the answer of the last middleware, or,
 * once it passes the request on, the page vike would send (a bare page stands in for it).
 */
function receivePage(url: string): Promise<Answer> {
  return new Promise((resolve) => {
    const answer: Answer = {};
    const headers = new Map<string, string>();
    const res = {
      statusCode: 200,
      headersSent: false,
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      removeHeader: (name: string) => headers.delete(name.toLowerCase()),
      write: () => true,
      end: (body: string) => resolve(Object.assign(answer, { status: res.statusCode, type: headers.get('content-type'), body: String(body) })),
    };
    middlewares.at(-1)!({ method: 'GET', url, headers: { accept: 'text/html' } } as IncomingMessage, res as unknown as ServerResponse, () => {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('Content-Length', '40');
      res.end('<html><body><h1>Trang</h1></body></html>');
    });
  });
}

/** What the dev server answers for a file beside the pages, asking each middleware in turn as connect does. */
async function askForFile(url: string): Promise<Answer> {
  for (const middleware of middlewares.slice(1, -1)) {
    const answer = await ask(middleware, url);
    if (answer.body !== undefined) return answer;
  }
  return {};
}

/** Tells the plugin the watcher saw a save of `saved`, as Vite does once per environment. */
function reportSave(environment: 'client' | 'ssr', saved = file) {
  const hotUpdate = plugin.hotUpdate as (this: { environment: { name: string } }, options: Pick<HotUpdateOptions, 'file' | 'server'>) => void;
  hotUpdate.call({ environment: { name: environment } }, { file: saved, server: { environments: {}, ws: { send: (payload: unknown) => sent.push(payload) } } as unknown as ViteDevServer });
}

describe('the content plugin in dev', { timeout: 60_000 }, () => {
  it('answers with the error page for a mistake saved before the watcher reports it', async () => {
    expect((await askForPage()).status).toBeUndefined();
    writeFileSync(file, valid.replace(/^title: .*$/m, 'title: 42'));
    const answer = await askForPage();
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('content/index.mdx:3:1  schema  title: cần một đoạn chữ, đang là số 42');
  });

  it('shows a page\'s mistake on that page only: the other pages keep working', async () => {
    writeFileSync(file, valid.replace(/^title: .*$/m, 'title: 42'));
    reportSave('client');
    expect((await askForPage('/')).status).toBe(500);
    expect(await askForPage('/su-kien')).toEqual({});
  });

  it('shows a mistake in shared data on every page, and serves no file beside the pages meanwhile', async () => {
    writeFileSync(site, siteYaml.replace(/^url: .*$/m, 'url: 42'));
    reportSave('client', site);
    const answer = await askForPage('/su-kien');
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('content/data/site.yaml:2');
    expect((await askForPage('/')).status).toBe(500);
    expect(await askForFile('/events.txt')).toEqual({});
  });

  it('reloads the open pages once per save, in whichever environments the watcher reports it', async () => {
    await askForPage();
    writeFileSync(file, valid.replace(/^title: .*$/m, 'title: 42'));
    reportSave('client');
    reportSave('ssr');
    expect(sent).toEqual([{ type: 'full-reload' }]);
    // The open page, reloaded, shows the error page.
    expect((await askForPage()).status).toBe(500);

    writeFileSync(file, valid.replace('Xem [sự kiện]', 'Đọc về [sự kiện]'));
    reportSave('client');
    reportSave('ssr');
    expect(sent).toEqual([{ type: 'full-reload' }, { type: 'full-reload' }]);
    expect(await askForPage()).toEqual({});
  });

  it('answers in Vietnamese with every error and how the page comes back, never with advice to edit the Vite config', async () => {
    writeFileSync(file, valid.replace(/^title: .*$/m, 'title: 42').replace(/^description: .*$/m, 'description: 43'));
    const { body = '' } = await askForPage();
    expect(body).toContain('Trang này chưa hiện được: nội dung có 2 lỗi');
    expect(body).toContain('rồi lưu tệp: trang tự tải lại');
    expect(body).toMatch(/content\/index\.mdx:3:1 {2}schema {2}title: .*\ncontent\/index\.mdx:4:1 {2}schema {2}description: /);
    expect(body).not.toMatch(/vite\.config|overlay/i);
  });

  it('adds the warnings of a page\'s own file to that page only, in a panel the writer can close', async () => {
    writeFileSync(file, valid.replace(/^title: (.*)$/m, 'title: !example $1'));
    reportSave('client');
    const { status, body = '' } = await receivePage('/');
    expect(status).toBe(200);
    expect(body).toMatch(/^<html><body><h1>Trang<\/h1><dialog id="content-warnings" open[^>]*>[\s\S]*1 cảnh báo nội dung trên trang này[\s\S]*[\s\S]*<li>content\/index\.mdx:3:17 {2}example {2}warning: title: giá trị mẫu "Trang chủ" vẫn còn; [^<]*<\/li><\/ul>\n<\/dialog><\/body><\/html>$/);
    expect(body.indexOf('<form method="dialog"')).toBeGreaterThan(0);
    expect(body).toMatch(/<form method="dialog"[\s\S]*<\/dialog><\/body><\/html>$/);
    expect(printed.join('\n')).toContain('1 giá trị mẫu !example còn lại (npm run check -- --all)');
    expect((await receivePage('/su-kien')).body).toBe('<html><body><h1>Trang</h1></body></html>');
  });

  it('serves the sitemap and the files the site makes beside its pages, each as its type', async () => {
    expect(await askForFile('/sitemap.xml')).toMatchObject({ type: 'application/xml; charset=utf-8', body: expect.stringContaining('<loc>https://fixture.example/su-kien</loc>') });
    expect(await askForFile('/events.txt?v=1')).toEqual({ status: 200, type: 'text/plain; charset=utf-8', body: '2030-01-01T19:00:00+07:00 /su-kien\n' });
    expect(await askForFile('/khong-co.txt')).toEqual({});
  });
});
