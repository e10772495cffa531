/**
 * The built site behind the shipped nginx config (deploy/site.conf), as a self-hosting user runs
 * it: every page answers 200 without redirects, unknown paths the not-found page with 404,
 * hashed assets are cached for a year and HTML is revalidated, text is gzipped, and every response
 * carries the security headers. Then every page, and the islands, run in Chromium under the
 * Content-Security-Policy without a single violation.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from '../scripts/testing/browser/browser.ts';
import { builtSiteDir, listContentPages, readSiteData } from '../scripts/testing/content.ts';
import { startNginx, type NginxServer } from '../scripts/testing/browser/nginx.ts';

const pages = listContentPages().filter((page) => page.status === 'published');
const { site, labels, courses } = readSiteData();
const UNKNOWN_PATH = '/trang-khong-ton-tai-xyz';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What Chromium prints for a blocked resource, and what the recorder below prints for the event. */
const CSP_MESSAGE = /Content Security Policy|Refused to|securitypolicyviolation/;

let nginx: NginxServer;
let browser: Browser;

beforeAll(async () => {
  nginx = await startNginx(builtSiteDir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still compressed if Content-Encoding says so. */
  body: Buffer;
}

/** One plain HTTP GET to nginx, following no redirect and decoding nothing. */
function request(urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(new URL(urlPath, nginx.url), { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The pre-rendered file of a route: `/` is index.html, `/giang-vien` is giang-vien/index.html. */
function builtPage(route: string): Buffer {
  return readFileSync(path.join(builtSiteDir, route, 'index.html'));
}

const notFoundPage = () => readFileSync(path.join(builtSiteDir, '404.html'));

function listBuiltFiles(folder: string): string[] {
  return readdirSync(path.join(builtSiteDir, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => '/' + path.relative(builtSiteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A Content-Security-Policy header as directive name → its sources. */
function parsePolicy(header: string | string[] | undefined): Map<string, string[]> {
  if (typeof header !== 'string') throw new Error(`expected one Content-Security-Policy header, received ${JSON.stringify(header)}`);
  return new Map(header.split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name = '', ...sources]) => [name, sources]));
}

/** The SHA-256 source of every inline script in the built HTML: what script-src must allow, and no more. */
function hashInlineScripts(): Set<string> {
  const hashes = new Set<string>();
  for (const file of listBuiltFiles('.').filter((name) => name.endsWith('.html'))) {
    const tree = fromHtml(readFileSync(path.join(builtSiteDir, file), 'utf8'));
    for (const script of selectAll('script:not([src])', tree)) {
      // Data blocks (JSON, JSON-LD) are never run, so CSP does not apply to them; speculation rules are
      // checked against script-src like a script.
      const type = String(script.properties.type ?? '');
      if (type !== '' && type !== 'module' && type !== 'speculationrules' && !/javascript/.test(type)) continue;
      const text = script.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
      hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    }
  }
  return hashes;
}

// Plain requests, which nginx answers side by side.
describe.concurrent('nginx with deploy/site.conf', () => {
  it('answers every page with 200 and its pre-rendered HTML, with or without a trailing slash', async ({ expect }) => {
    expect(pages.map((page) => page.route)).toContain('/');
    for (const { route } of pages) {
      for (const variant of route === '/' ? ['/', '/index.html'] : [route, `${route}/`]) {
        const answer = await request(variant);
        expect(answer.status, variant).toBe(200);
        expect(answer.headers['content-type'], variant).toBe('text/html; charset=utf-8');
        expect(answer.body.equals(builtPage(route)), `${variant} is not ${route}'s built page`).toBe(true);
      }
    }
  });

  it.each([UNKNOWN_PATH, `/giang-vien${UNKNOWN_PATH}`, '/images/', '/assets/', '/assets/missing.js', '/404.html', '/.vite/manifest.json', '/_headers'])(
    'answers %s with the not-found page and status 404',
    async (urlPath) => {
      const answer = await request(urlPath);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body.equals(notFoundPage())).toBe(true);
      expect(answer.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves every file under /assets/ (all fingerprinted) with its type and a year of immutable caching', async ({ expect }) => {
    const assets = listBuiltFiles('assets');
    const types: Record<string, string> = { '.js': 'application/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.woff': 'font/woff' };
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      // Vite's hash (8 characters of base64url) before the extension: a changed file gets a new name.
      expect(asset, 'is not fingerprinted, so it must not be cached as immutable').toMatch(/[.-][\w-]{8}\.\w+$/);
      const answer = await request(asset);
      expect(answer.status, asset).toBe(200);
      expect(answer.headers['cache-control'], asset).toBe(IMMUTABLE);
      const type = types[path.extname(asset)];
      if (type) expect(answer.headers['content-type'], asset).toMatch(new RegExp(`^${type}\\b`));
    }
  });

  it('serves every photo the build made under /_images/ (all named by content hash) as its type, cached for a year, not gzipped', async ({ expect }) => {
    const pictures = listBuiltFiles('_images');
    const types: Record<string, string> = { '.avif': 'image/avif', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png' };
    expect(pictures.length, 'no photo in the build: content/data/instructors.yaml names JPEG avatars').toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(picture, 'is not named by its hash, so it must not be cached as immutable').toMatch(/-[0-9a-f]{12}(-\d+)?\.\w+$/);
      const answer = await request(picture, { 'accept-encoding': 'gzip' });
      expect(answer.status, picture).toBe(200);
      expect(answer.headers['cache-control'], picture).toBe(IMMUTABLE);
      expect(answer.headers['content-type'], picture).toBe(types[path.extname(picture)]);
      expect(answer.headers['content-encoding'], picture).toBeUndefined();
    }
  });

  it('revalidates pages and every unfingerprinted file, answering 304 while it is unchanged', async ({ expect }) => {
    for (const urlPath of ['/', '/giang-vien', '/search-index.json', site.favicon, site.ogImage]) {
      const answer = await request(urlPath);
      expect(answer.status, urlPath).toBe(200);
      expect(answer.headers['cache-control'], urlPath).toBe('no-cache');
      const etag = answer.headers.etag;
      expect(etag, urlPath).toBeTruthy();
      expect((await request(urlPath, { 'if-none-match': etag ?? '' })).status, urlPath).toBe(304);
    }
  });

  it('serves every event’s calendar invitation as text/calendar, revalidated and gzipped', async ({ expect }) => {
    const invitations = listBuiltFiles('.').filter((file) => file.endsWith('.ics'));
    expect(invitations.length, 'no .ics in the build: npm test builds as of SITE_NOW=2025-08-01, before the events').toBeGreaterThan(0);
    for (const urlPath of invitations) {
      const answer = await request(urlPath, { 'accept-encoding': 'gzip' });
      expect(answer.status, urlPath).toBe(200);
      expect(answer.headers['content-type'], urlPath).toBe('text/calendar; charset=utf-8');
      expect(answer.headers['cache-control'], urlPath).toBe('no-cache');
      expect(answer.headers['x-content-type-options'], urlPath).toBe('nosniff');
      expect(gunzipSync(answer.body).equals(readFileSync(path.join(builtSiteDir, urlPath))), urlPath).toBe(true);
    }
    expect((await request('/khong-co-su-kien.ics')).status).toBe(404);
  });

  it('gzips HTML, CSS, JavaScript and the search index for browsers that accept it, and only for them', async ({ expect }) => {
    const css = listBuiltFiles('assets').find((file) => file.endsWith('.css')) ?? '';
    const script = listBuiltFiles('assets').find((file) => file.endsWith('.js')) ?? '';
    for (const [urlPath, file] of [['/', '/index.html'], ['/giang-vien', '/giang-vien/index.html'], [css, css], [script, script], ['/search-index.json', '/search-index.json']] as const) {
      const original = readFileSync(path.join(builtSiteDir, file));
      const gzipped = await request(urlPath, { 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding'], urlPath).toBe('gzip');
      expect(gzipped.headers.vary, urlPath).toMatch(/Accept-Encoding/i);
      expect(gunzipSync(gzipped.body).equals(original), urlPath).toBe(true);
      expect(gzipped.body.length, urlPath).toBeLessThan(original.length);

      const plain = await request(urlPath);
      expect(plain.headers['content-encoding'], urlPath).toBeUndefined();
      expect(plain.body.equals(original), urlPath).toBe(true);
    }
  });

  it('sends the security headers with every answer: pages, the not-found page, assets, data and images', async ({ expect }) => {
    const policies = new Set<string>();
    for (const urlPath of ['/', '/giang-vien', UNKNOWN_PATH, listBuiltFiles('assets')[0] ?? '', '/search-index.json', site.favicon]) {
      const { headers } = await request(urlPath, { 'accept-encoding': 'gzip' });
      policies.add(String(headers['content-security-policy']));
      expect(headers['content-security-policy'], urlPath).toBeTruthy();
      expect(headers['referrer-policy'], urlPath).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options'], urlPath).toBe('nosniff');
      expect(headers['permissions-policy'], urlPath).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      expect(headers.server, urlPath).toBe('nginx');
    }
    expect(policies.size).toBe(1);
  });
});

describe.concurrent('the Content-Security-Policy', () => {
  const policy = async () => parsePolicy((await request('/')).headers['content-security-policy']);

  it('runs scripts from the site only, plus exactly the inline scripts the build emits, by hash', async ({ expect }) => {
    const scriptSources = (await policy()).get('script-src') ?? [];
    expect(scriptSources).toContain("'self'");
    expect(scriptSources.filter((source) => /unsafe|^\*$|^https?:$|^data:$/.test(source))).toEqual([]);
    const hashes = scriptSources.filter((source) => source.startsWith("'sha256-"));
    const built = hashInlineScripts();
    expect(built.size, 'the build emits no inline script: drop it from INLINE_SCRIPTS in site/files/securityHeaders.ts').toBeGreaterThan(0);
    expect(new Set(hashes), `script-src (site/files/securityHeaders.ts, copied into deploy/site.conf by npm run build) must allow exactly the inline scripts the build emits: ${[...built].join(' ')}`).toEqual(built);
  });

  it('frames exactly the embed hosts of content/data/site.yaml', async ({ expect }) => {
    const frameSources = (await policy()).get('frame-src') ?? [];
    const expected = site.embedHosts.map((host) => `https://${host}`).sort();
    expect([...frameSources].sort(), `frame-src in deploy/site.conf (written by npm run build) must be embedHosts of content/data/site.yaml: ${expected.join(' ')}`).toEqual(expected);
  });

  it('closes everything else: no plugins, no base or form targets elsewhere, no framing by other sites', async ({ expect }) => {
    const directives = await policy();
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('font-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
  });
});

interface Visit {
  page: Page;
  response: Response | null;
  /** Console errors and uncaught exceptions, CSP reports among them. */
  consoleErrors: string[];
  close(): Promise<void>;
}

/**
 * Opens `urlPath` from nginx in a fresh context, recording console errors and every
 * securitypolicyviolation event (as a console error) in the page and its frames.
 */
async function visit(urlPath: string, options: { stubOrigins?: string[]; clipboard?: boolean } = {}): Promise<Visit> {
  const context = await browser.newContext({ viewport: DESKTOP });
  if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Added through the DevTools protocol, so the policy does not apply to the recorder itself.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  // Forms and players from the embed hosts, stood in for so the test needs no network.
  for (const origin of options.stubOrigins ?? []) {
    await page.route(`${origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stub</title><p>embedded stub</p>' }));
  }
  try {
    const response = await page.goto(new URL(urlPath, nginx.url).href, { waitUntil: 'load' });
    return { page, response, consoleErrors, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

async function withVisit(urlPath: string, options: Parameters<typeof visit>[1], test: (visit: Visit) => Promise<void>): Promise<void> {
  const opened = await visit(urlPath, options);
  try {
    await test(opened);
  } finally {
    await opened.close();
  }
}

/** Scrolls to the bottom, so lazy images and islands that load when visible load too. */
async function loadEverything(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
}

/** Whether an embedded frame from `url` shows the stub, i.e. the policy let it load. */
async function showsStub(page: Page, url: string): Promise<boolean> {
  const frame = page.frames().find((candidate) => candidate.url() === url);
  return frame ? (await frame.locator('p').textContent().catch(() => null)) === 'embedded stub' : false;
}

// The pages of each suite below load side by side (most of a visit is waiting for it to go quiet),
// one suite at a time; five at once share the machine, so each is given twice the time it would have alone.
describe('pages in Chromium under the Content-Security-Policy', { timeout: 60_000 }, () => {
  it.concurrent('reports a violation when there is one (the recorder works)', ({ expect }) => withVisit('/', {}, async ({ page, consoleErrors }) => {
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "injected"';
      document.head.append(script);
      document.body.setAttribute('style', 'color: red');
    });
    await expect.poll(() => consoleErrors.filter((text) => CSP_MESSAGE.test(text)).join('\n')).toMatch(/script-src[\s\S]*style-src|style-src[\s\S]*script-src/);
    expect(await page.title()).not.toBe('injected');
  }));

  it.concurrent.each(pages.map((page) => page.route))('%s runs with no console error and no CSP violation', (route) => withVisit(route, {}, async ({ page, response, consoleErrors }) => {
    expect(response?.status()).toBe(200);
    await loadEverything(page);
    expect(consoleErrors.join('\n')).toBe('');
    // The inline script ran: the page knows it has JavaScript.
    expect(await page.evaluate(() => document.documentElement.className)).toContain('js');
  }));

  it.concurrent('the not-found page runs its script and breaks no policy', ({ expect }) => withVisit(UNKNOWN_PATH, {}, async ({ page, response, consoleErrors }) => {
    expect(response?.status()).toBe(404);
    await loadEverything(page);
    await expect.poll(() => consoleErrors.filter((text) => text.includes(labels.notFoundLog))).toHaveLength(1);
    expect(consoleErrors.filter((text) => CSP_MESSAGE.test(text)).join('\n')).toBe('');
  }));
});

describe('islands under the Content-Security-Policy', { timeout: 60_000 }, () => {
  it.concurrent('search: opens the dialog, loads the index and lists results', ({ expect }) => withVisit('/', {}, async ({ page, consoleErrors }) => {
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: labels.search, exact: true }).click();
    const dialog = page.locator('dialog[open]').filter({ has: page.getByPlaceholder(labels.searchPlaceholder) });
    await dialog.waitFor({ state: 'visible' });
    const title = pages.find((p) => p.route === '/giang-vien')?.frontmatter.title ?? '';
    await dialog.getByRole('textbox').fill(title);
    await expect.poll(() => dialog.locator('a[href]').count()).toBeGreaterThan(0);
    expect(consoleErrors.join('\n')).toBe('');
  }));

  it.concurrent('register dialog: loads the course form from its embed host', async ({ expect }) => {
    const route = '/bootcamp-chatgpt-signal-bot';
    const frontmatter = pages.find((p) => p.route === route)?.frontmatter;
    const form = frontmatter && 'offering' in frontmatter && frontmatter.offering ? courses[frontmatter.offering]?.registerForm : undefined;
    if (!form) throw new Error(`${route} sells no course with a registration form`);
    await withVisit(route, { stubOrigins: [new URL(form).origin] }, async ({ page, consoleErrors }) => {
      await page.locator('a[data-register]:visible').first().click();
      await page.locator('dialog[open]').waitFor({ state: 'visible' });
      await expect.poll(() => showsStub(page, form)).toBe(true);
      expect(consoleErrors.join('\n')).toBe('');
    });
  });

  it.concurrent('replay: swaps in the video player from its embed host', async ({ expect }) => {
    const route = '/blockchain-mastery';
    const frontmatter = pages.find((p) => p.route === route)?.frontmatter;
    const embed = frontmatter?.type === 'event' ? frontmatter.replay?.embed : undefined;
    if (!embed) throw new Error(`${route} has no replay`);
    await withVisit(route, { stubOrigins: [new URL(embed).origin] }, async ({ page, consoleErrors }) => {
      const play = page.locator('#replay a[data-embed]');
      await play.scrollIntoViewIfNeeded();
      await play.click();
      await expect.poll(() => showsStub(page, embed)).toBe(true);
      expect(consoleErrors.join('\n')).toBe('');
    });
  });

  it.concurrent('exercises board: ticks an exercise and fills its progress bar', ({ expect }) => withVisit('/bootcamp-n8n-exercises', {}, async ({ page, consoleErrors }) => {
    await page.locator('[data-behavior="exerciseBoard"][data-enhanced]').waitFor({ state: 'attached' });
    const button = page.getByRole('button', { name: labels.exercises.markDone }).first();
    await button.click();
    await expect.poll(() => page.locator('[data-complete][aria-pressed="true"]').count()).toBe(1);
    await expect.poll(() => page.locator('[data-progress] [data-bar]').first().evaluate((bar) => (bar instanceof HTMLElement ? bar.style.width : ''))).not.toMatch(/^(0%)?$/);
    expect(consoleErrors.join('\n')).toBe('');
  }));

  it.concurrent('guide: copies a code block', ({ expect }) => withVisit('/bootcamp-n8n-guide', { clipboard: true }, async ({ page, consoleErrors }) => {
    await page.locator('[data-behavior="tabs"][data-enhanced]').waitFor({ state: 'attached' });
    const block = page.locator('[data-code-block]:visible').first();
    const code = await block.locator('pre').innerText();
    await block.getByRole('button', { name: labels.copy }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(consoleErrors.join('\n')).toBe('');
  }));
});
