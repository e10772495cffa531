/**
 * The dev server's side of the content plugin, driven as Vite would drive it: the error page it
 * answers with while the content is invalid, and the reloads it asks open pages for after a save.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { HotUpdateOptions, Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeScratchProject } from '../../tools/bench/scratchProject.ts';
import { contentPlugin } from './contentPlugin.ts';
import { site } from '../../../site/definition.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

let copy: string;
let file: string;
let valid: string;
let plugin: Plugin;
let middlewares: Middleware[];
let sent: unknown[];

beforeAll(() => {
  copy = makeScratchProject('site-plugin-');
  file = path.join(copy, 'content', 'giang-vien.mdx');
  valid = readFileSync(file, 'utf8');
  plugin = contentPlugin({ definition: site, contentDir: path.join(copy, 'content'), root: copy });
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

/** What the server answers a browser asking for /giang-vien: the error page, or on to vike. */
function askForPage(): { status?: number; body?: string } {
  const answer: { status?: number; body?: string } = {};
  const errorPage = middlewares.at(-1)!;
  const res = {
    statusCode: 200,
    setHeader: () => res,
    end: (body: string) => Object.assign(answer, { status: res.statusCode, body }),
  };
  errorPage({ method: 'GET', url: '/giang-vien', headers: { accept: 'text/html' } } as IncomingMessage, res as unknown as ServerResponse, () => {});
  return answer;
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
    expect(answer.body).toContain('content/giang-vien.mdx:3:1  schema  title: cần một đoạn chữ, đang là số 42');
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
    writeFileSync(file, valid.replace('không chỉ dạy lý thuyết', 'không chỉ giảng lý thuyết'));
    reportSave('client');
    expect(sent).toEqual([]);
  });
});
