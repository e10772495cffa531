/**
 * `npm run dev` for writers: a content mistake shows in the browser, in Vietnamese, on the error page
 * with the same `path:line:col  rule  message` line as `npm run check`, and fixing the file brings the
 * page back by itself, without restarting the server; a warning shows in a panel the writer can close.
 * Runs the real dev server in a scratch copy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeScratchProject, scriptEnv } from '../scripts/tools/bench/scratchProject.ts';
import { launchBrowser } from '../scripts/testing/browser/browser.ts';

/**
 * The error page comes once the open page has reloaded, and it may load twice: the server reloads
 * open pages when the watcher reports the edit, which can come after the page was served. Two
 * Chromiums and this dev server on two cores can make that slow.
 */
const ERROR_PAGE_TIMEOUT_MS = 60_000;
/** The error page's list of errors (scripts/engine/render/devPages.ts). */
const CONTENT_ERRORS = '#content-errors';

/** The errors the error page lists once it shows; if it never does, fails with what the page showed instead. */
async function shownErrors(page: Page): Promise<string> {
  const errors = page.locator(CONTENT_ERRORS);
  try {
    await errors.waitFor({ timeout: ERROR_PAGE_TIMEOUT_MS });
  } catch {
    const shown = await page.locator('body').innerText().catch((error: unknown) => String(error));
    throw new Error(`no error page on ${page.url()} in ${ERROR_PAGE_TIMEOUT_MS / 1000} s; the page showed:\n${shown.slice(0, 2000)}`);
  }
  // Our page, in the writer's language, and never Vite's overlay with its advice to edit vite.config.ts.
  expect(await page.locator('h1').innerText()).toMatch(/^Trang này chưa hiện được: nội dung có \d+ lỗi$/);
  expect(await page.locator('vite-error-overlay').count()).toBe(0);
  return errors.innerText();
}

let copy: string;
let server: ChildProcess;
let baseUrl: string;
let browser: Browser;

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

beforeAll(async () => {
  copy = makeScratchProject('site-dev-');
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // `npm run dev`'s script, without npm in between (scripts/dev.ts).
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: copy,
    env: scriptEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the dev server did not start in 60 s; it printed:\n${output}`)), 60_000);
    const listen = (chunk: Buffer) => {
      // Colours split "Local:" with escape codes wherever CI is set (picocolors turns them on there).
      output += stripVTControlCharacters(chunk.toString());
      if (output.includes('Local:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', listen);
    server.stderr?.on('data', listen);
    server.on('exit', (code) => reject(new Error(`the dev server exited with ${code}; it printed:\n${output}`)));
  });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  server?.kill();
  rmSync(copy, { recursive: true, force: true });
});

describe('the dev server', { timeout: 90_000 }, () => {
  it('shows a content error in the open page as soon as it is saved, then recovers by itself once the file is fixed', async () => {
    const file = path.join(copy, 'content', 'giang-vien.mdx');
    const valid = readFileSync(file, 'utf8');
    const title = /^title: (.*)$/m.exec(valid)?.[1] ?? '';
    const page = await browser.newPage();
    try {
      // The dev server compiles the page on this first visit: as slow on a busy machine as the error page.
      await page.goto(`${baseUrl}/giang-vien`, { timeout: ERROR_PAGE_TIMEOUT_MS });
      expect(await page.title()).toBe(title);

      // The writer only saves: the open page is reloaded for them, onto the error.
      writeFileSync(file, valid.replace(/^title: .*$/m, 'title: 42'));
      expect(await shownErrors(page)).toContain('content/giang-vien.mdx:3:1  schema  title: cần một đoạn chữ, đang là số 42');

      // Fixed: the server notices and the open page reloads on its own.
      writeFileSync(file, valid);
      await expect.poll(() => page.title(), { timeout: 20_000 }).toBe(title);
      expect(await page.locator(CONTENT_ERRORS).count()).toBe(0);
    } finally {
      writeFileSync(file, valid);
      await page.close();
    }
  });

  it('shows an unknown block at its line, never the not-found page or a React error', async () => {
    const file = path.join(copy, 'content', 'giang-vien.mdx');
    const valid = readFileSync(file, 'utf8');
    const opening = '<Section id="doi-ngu" eyebrow="Giảng viên">';
    const line = valid.split('\n').indexOf(opening) + 1;
    expect(line).toBeGreaterThan(0);
    const page = await browser.newPage();
    try {
      // Its closing tag is renamed too: the MDX still parses, only the block's name is wrong.
      writeFileSync(file, valid.replace(opening, opening.replace('<Section', '<Setcion')).replace(/<\/Section>/, '</Setcion>'));
      const response = await page.goto(`${baseUrl}/giang-vien`);
      expect(response?.status()).toBe(500);
      expect(await shownErrors(page)).toContain(`content/giang-vien.mdx:${line}:1  block  Setcion: không có khối <Setcion>. Có phải ý bạn là "Section"?`);
    } finally {
      writeFileSync(file, valid);
      await page.close();
    }
  });

  it('keeps the other pages working while one page has a mistake', async () => {
    const file = path.join(copy, 'content', 'giang-vien.mdx');
    const valid = readFileSync(file, 'utf8');
    const home = /^title: (.*)$/m.exec(readFileSync(path.join(copy, 'content', 'index.mdx'), 'utf8'))?.[1] ?? '';
    const broken = await browser.newPage();
    // Another tab: the broken page's own reload after the save must not take this one's navigation.
    const other = await browser.newPage();
    try {
      writeFileSync(file, valid.replace(/^title: .*$/m, 'title: 42'));
      await broken.goto(`${baseUrl}/giang-vien`);
      expect(await shownErrors(broken)).toContain('content/giang-vien.mdx:3:1  schema');
      const response = await other.goto(`${baseUrl}/`);
      expect(response?.status()).toBe(200);
      expect(await other.title()).toBe(home);
      expect(await other.locator(CONTENT_ERRORS).count()).toBe(0);
    } finally {
      writeFileSync(file, valid);
      await broken.close();
      await other.close();
    }
  });

  it('shows a page\'s warnings in a panel over it, which the writer closes', async () => {
    const file = path.join(copy, 'content', 'giang-vien.mdx');
    const valid = readFileSync(file, 'utf8');
    const title = /^title: (.*)$/m.exec(valid)?.[1] ?? '';
    const page = await browser.newPage();
    try {
      await page.goto(`${baseUrl}/giang-vien`, { timeout: ERROR_PAGE_TIMEOUT_MS });
      // A placeholder left in: the open page reloads by itself, rendered, with a warning at its line.
      // (Awaited in the page as it comes: a save reported after a visit reloads the page once more.)
      writeFileSync(file, valid.replace(/^title: (.*)$/m, 'title: !example $1'));
      const panel = page.getByRole('dialog', { name: '1 cảnh báo nội dung trên trang này' });
      await expect.poll(() => panel.isVisible(), { timeout: ERROR_PAGE_TIMEOUT_MS }).toBe(true);
      expect(await page.title()).toBe(title);
      expect(await panel.innerText()).toMatch(/^content\/giang-vien\.mdx:\d+:\d+  example  warning: title: giá trị mẫu "/m);
      await panel.getByRole('button', { name: 'Đóng' }).click();
      await expect.poll(() => panel.isVisible(), { timeout: ERROR_PAGE_TIMEOUT_MS }).toBe(false);
    } finally {
      writeFileSync(file, valid);
      await page.close();
    }
  });

  it('serves sitemap.xml and robots.txt as the build writes them', async () => {
    const site = readFileSync(path.join(copy, 'content', 'data', 'site.yaml'), 'utf8');
    const origin = /^url: (?:!example )?(\S+)$/m.exec(site)?.[1] ?? '';
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    expect(await sitemap.text()).toContain(`<loc>${origin}/giang-vien</loc>`);
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
