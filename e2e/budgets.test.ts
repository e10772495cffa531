/**
 * Byte budgets per route (scripts/tools/budgets.json), gzip as served: HTML, CSS, JavaScript a visit
 * downloads before any interaction (measured in Chromium), all JavaScript its islands could ever
 * load (followed through every import in the built files), fonts (as stored: woff2 is compressed;
 * every font the visit fetches, which all start loading with the first paint: see scripts/tools/budgets.json),
 * pictures a first visit downloads on a phone and on a laptop, and no page text inside any script.
 * Bytes are deterministic, so these are tests; over budget names the route, the files and the figures.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFileOf } from '../scripts/engine/render/renderCache/renderCache.ts';
import { measurePage } from '../scripts/tools/bench/pageWeight.ts';
import budgets from '../scripts/tools/budgets.json' with { type: 'json' };
import { DESKTOP, launchBrowser, MOBILE, openPage } from '../scripts/testing/browser/browser.ts';
import { builtSiteDir, listContentPages } from '../scripts/testing/content.ts';
import { listBuiltScripts, recordScripts } from '../scripts/testing/browser/scripts.ts';
import { waitForSettled } from '../scripts/testing/browser/settle.ts';

const routes = listContentPages().filter((page) => page.status === 'published').map((page) => page.route);
const gzip = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A figure over its limit, said the way a developer fixes it: route, measure, figure, files. */
function overBudget(route: string, measure: string, files: [string, number][], limit: number): string | undefined {
  const total = files.reduce((sum, [, bytes]) => sum + bytes, 0);
  if (total <= limit) return undefined;
  const list = [...files].sort((a, b) => b[1] - a[1]).map(([file, bytes]) => `${file} ${kb(bytes)}`).join(', ');
  return `${route}: ${measure} ${kb(total)} > ${kb(limit)} (${list})`;
}

type View = { width: number; height: number; deviceScaleFactor?: number };
const PHONE: View = { ...MOBILE, deviceScaleFactor: 3 };

/** Records every picture `page` downloads from now on, as served (SVG is gzipped on the way); `pictures()` waits for the bodies read so far. */
function recordPictures(page: Page): { pictures: () => Promise<[string, number][]> } {
  const reading: Promise<[string, number]>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'image') return;
    const file = new URL(response.url()).pathname;
    reading.push(response.body().then((body) => [file, file.endsWith('.svg') ? gzip(body) : body.length], () => [file, 0]));
  });
  return { pictures: () => Promise.all(reading) };
}

/** What a first visit to a route downloads without any interaction, once the page has settled. */
interface FirstVisit {
  /** JavaScript, gzipped as served. */
  upFront: [string, number][];
  /** Fonts, as stored (woff2 is compressed). */
  fonts: [string, number][];
  pictures: [string, number][];
}

const firstVisits = new Map<string, Promise<FirstVisit>>();

/**
 * A first visit to `route` in a fresh context (an empty cache, and a renderer that has drawn no
 * page before), made once for every case that reads it: a laptop's visit serves both the
 * script and font budgets and the laptop's picture budget.
 */
function visitFirst(route: string, view: View): Promise<FirstVisit> {
  const key = JSON.stringify([route, view]);
  let visit = firstVisits.get(key);
  if (!visit) {
    visit = recordFirstVisit(route, view);
    firstVisits.set(key, visit);
  }
  return visit;
}

async function recordFirstVisit(route: string, view: View): Promise<FirstVisit> {
  let scripts: ReturnType<typeof recordScripts> | undefined;
  let pictures: ReturnType<typeof recordPictures> | undefined;
  const fontReads: Promise<[string, number]>[] = [];
  const { page, close } = await openPage(browser, route, {
    ...view,
    beforeNavigation: (p) => {
      scripts = recordScripts(p);
      pictures = recordPictures(p);
      p.on('response', (response) => {
        const file = new URL(response.url()).pathname;
        if (file.endsWith('.woff2')) fontReads.push(response.body().then((body) => [file, body.length]));
      });
    },
  });
  try {
    await waitForSettled(page);
    return {
      upFront: ((await scripts?.loaded()) ?? []).map((script) => [new URL(script.url).pathname, gzip(script.body)]),
      fonts: await Promise.all(fontReads),
      pictures: (await pictures?.pictures()) ?? [],
    };
  } finally {
    await close();
  }
}

/** Every script a page's entry can reach through static and dynamic imports: all its islands, loaded. */
function reachableScripts(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (sitePath: string) => {
    if (seen.has(sitePath)) return;
    seen.add(sitePath);
    const source = readFileSync(path.join(builtSiteDir, sitePath), 'utf8');
    for (const match of source.matchAll(/["'](\.{1,2}\/[^"']+\.js)["']/g)) visit(path.posix.join(path.posix.dirname(sitePath), match[1] ?? ''));
  };
  entries.forEach(visit);
  return [...seen];
}

// The cases run side by side: they count bytes, which do not depend on how busy the machine is.
describe.concurrent('byte budgets', () => {
  it('covers every published route', () => {
    expect(routes).toContain('/');
    expect(routes.length).toBeGreaterThanOrEqual(24);
  });

  it.each(routes)('%s stays within its HTML, CSS, JavaScript and font budgets', async (route) => {
    const htmlFile = path.relative(builtSiteDir, htmlFileOf(builtSiteDir, route));
    const weight = measurePage(builtSiteDir, htmlFile);
    const tree = fromHtml(readFileSync(path.join(builtSiteDir, htmlFile), 'utf8'));
    const stylesheets = selectAll('link[rel~=stylesheet][href]', tree).map((el) => String(el.properties.href));
    const entries = selectAll('script[src]', tree).map((el) => String(el.properties.src));
    const sizeOf = (sitePath: string): [string, number] => [sitePath, gzip(readFileSync(path.join(builtSiteDir, sitePath)))];
    const { upFront, fonts } = await visitFirst(route, DESKTOP);

    const { limits, islandOnFirstScreen } = budgets;
    const beforeInteraction = islandOnFirstScreen.routes.includes(route) ? islandOnFirstScreen.jsBeforeInteraction : limits.jsBeforeInteraction;
    const problems = [
      overBudget(route, 'HTML', [[htmlFile, weight.html]], limits.html),
      overBudget(route, 'CSS', stylesheets.map(sizeOf), limits.css),
      overBudget(route, 'JavaScript before any interaction', upFront, beforeInteraction),
      overBudget(route, 'JavaScript with every island loaded', reachableScripts(entries).map(sizeOf), limits.jsAll),
      overBudget(route, 'fonts', fonts, limits.fonts),
    ].filter(Boolean);
    expect(problems).toEqual([]);
    // Vietnamese text needs the vietnamese and latin-core faces only (see renderer/fonts.css).
    expect(fonts.map(([file]) => file).filter((file) => !/\/(be-vietnam-pro|jetbrains-mono)-(vietnamese-\d+-normal|latin-\d+-normal-core)-/.test(file))).toEqual([]);
    expect(fonts.length, 'the page uses the site font').toBeGreaterThan(0);
    expect(upFront.length, 'the page loads its shell script').toBeGreaterThan(0);
  });

  it.each(routes)('%s downloads pictures within its image budget on a first visit, on a phone and on a laptop', async (route) => {
    const problems: (string | undefined)[] = [];
    for (const [device, view] of [['a phone', PHONE], ['a laptop', DESKTOP]] as const) {
      problems.push(overBudget(route, `pictures on ${device}`, (await visitFirst(route, view)).pictures, budgets.limits.images));
    }
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it.each([['a phone', PHONE, 192], ['a laptop', DESKTOP, 96]] as const)('downloads each instructor photo once on %s, as the AVIF its 96 px box needs there', async (_device, view, width) => {
    let recording: ReturnType<typeof recordPictures> | undefined;
    const { page, close } = await openPage(browser, '/giang-vien', { ...view, beforeNavigation: (p) => void (recording = recordPictures(p)) });
    const pictures = async () => (await recording?.pictures()) ?? [];
    try {
      await waitForSettled(page);
      await page.locator('#doi-ngu [data-image-fallback]').last().scrollIntoViewIfNeeded();
      // The photos scrolled into view are asked for at the next frames and counted until they arrive.
      await waitForSettled(page);
      const photos = (await pictures()).map(([file]) => file).filter((file) => file.startsWith('/_images/')).sort();
      expect(photos).toEqual(['expert', 'lead'].map((stem) => expect.stringMatching(new RegExp(`^/_images/${stem}-[0-9a-f]{12}-${width}\\.avif$`))));
    } finally {
      await close();
    }
  });

  it('keeps page text out of every JavaScript file', () => {
    // Sentences of every page as built: paragraphs, list items and headings long enough to be copy.
    const sentences = new Set<string>();
    for (const route of routes) {
      const tree = fromHtml(readFileSync(htmlFileOf(builtSiteDir, route), 'utf8'));
      for (const element of selectAll('main p, main li, main h1, main h2, main h3', tree)) {
        const text = toString(element).replace(/\s+/g, ' ').trim();
        if (text.length >= 40) sentences.add(text.slice(0, 60));
      }
    }
    expect(sentences.size).toBeGreaterThan(200);
    const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const leaks = listBuiltScripts().flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return [...sentences].filter((text) => source.includes(text) || source.includes(escape(text))).map((text) => `${path.relative(builtSiteDir, file)}: "${text}"`);
    });
    expect(leaks).toEqual([]);
  });
});
