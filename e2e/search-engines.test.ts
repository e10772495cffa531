/**
 * What search engines and link previews fetch from the served site: sitemap.xml listing exactly the
 * published pages at their canonical addresses, robots.txt pointing to it, and on every page the
 * canonical URL, Open Graph and Twitter tags built from the frontmatter and site.yaml.
 */
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NOT_FOUND_CARD_PATH, shareCardPath } from '../scripts/engine/site.ts';
import { launchBrowser } from '../scripts/testing/browser/browser.ts';
import { listContentPages, readSiteData } from '../scripts/testing/content.ts';
import type {} from '../scripts/testing/browser/globalSetup.ts';

const { site } = readSiteData();
const published = listContentPages().filter((page) => page.status === 'published');
const canonicalOf = (route: string) => new URL(route, site.url).href;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function get(path: string): Promise<Response> {
  return fetch(new URL(path, inject('baseURL')));
}

/** The `<loc>` of every `<url>`, read by Chromium's XML parser (which also rejects XML that is not well formed). */
async function locationsIn(xml: string): Promise<{ root: string; namespace: string | null; locations: string[]; error: string | null }> {
  const page = await browser.newPage();
  try {
    return await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'application/xml');
      const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      return {
        root: document.documentElement.localName,
        namespace: document.documentElement.namespaceURI,
        locations: [...document.getElementsByTagNameNS(namespace, 'url')].map((url) => url.getElementsByTagNameNS(namespace, 'loc')[0]?.textContent ?? ''),
        error: document.querySelector('parsererror')?.textContent ?? null,
      };
    }, xml);
  } finally {
    await page.close();
  }
}

describe('sitemap.xml', () => {
  it('is served as XML and lists exactly the published pages, each once, at its absolute canonical address', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const { root, namespace, locations, error } = await locationsIn(await response.text());
    expect(error).toBeNull();
    expect(root).toBe('urlset');
    expect(namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect([...locations].sort()).toEqual(published.map((page) => canonicalOf(page.route)).sort());
    expect(new Set(locations).size).toBe(locations.length);
  });

  it('leaves out the not-found page and every page that is not published', async () => {
    const { locations } = await locationsIn(await (await get('/sitemap.xml')).text());
    expect(locations.filter((location) => /\/404(\.html)?$/.test(location))).toEqual([]);
    const unpublished = listContentPages().filter((page) => page.status !== 'published').map((page) => canonicalOf(page.route));
    expect(locations.filter((location) => unpublished.includes(location))).toEqual([]);
  });
});

describe('robots.txt', () => {
  it('allows every crawler and points to the sitemap by its absolute URL', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${canonicalOf('/sitemap.xml')}`);
  });
});

/** The `content` of the `<meta>` with that property or name, or the `href` of the `<link>` with that rel. */
function headValue(tree: Root, selector: string): string | undefined {
  const element = select(selector, tree);
  const value = element?.properties.content ?? element?.properties.href;
  return value === undefined ? undefined : String(value);
}

describe.each(published)('sharing tags of $route', ({ route, frontmatter }) => {
  it('give the canonical address, and the same title, description and image to Open Graph and Twitter', async () => {
    const response = await get(route);
    expect(response.status).toBe(200);
    const tree = fromHtml(await response.text());
    const canonical = canonicalOf(route);
    expect(headValue(tree, 'link[rel=canonical]')).toBe(canonical);
    expect(headValue(tree, 'meta[property="og:url"]')).toBe(canonical);
    for (const [selector, expected] of [
      ['meta[property="og:title"]', frontmatter.title],
      ['meta[name="twitter:title"]', frontmatter.title],
      ['meta[property="og:description"]', frontmatter.description],
      ['meta[name="twitter:description"]', frontmatter.description],
      // The page's own image, else its share card (e2e/share-cards.test.ts fetches them).
      ['meta[property="og:image"]', new URL(frontmatter.ogImage ?? shareCardPath(route), site.url).href],
      ['meta[name="twitter:image"]', new URL(frontmatter.ogImage ?? shareCardPath(route), site.url).href],
      ['meta[name="twitter:card"]', 'summary_large_image'],
    ] as const) {
      expect(headValue(tree, selector), selector).toBe(expected);
    }
    expect(headValue(tree, 'meta[property="og:image:alt"]')).toBeTruthy();
    expect(headValue(tree, 'meta[property="og:image:width"]')).toMatch(/^[1-9]\d*$/);
    expect(headValue(tree, 'meta[property="og:image:height"]')).toMatch(/^[1-9]\d*$/);
  });
});

describe('the not-found page', () => {
  it('has no canonical address and asks not to be indexed', async () => {
    const tree = fromHtml(await (await get('/trang-khong-ton-tai-xyz')).text());
    expect(headValue(tree, 'link[rel=canonical]')).toBeUndefined();
    expect(headValue(tree, 'meta[property="og:url"]')).toBeUndefined();
    expect(headValue(tree, 'meta[name="robots"]')).toBe('noindex');
    expect(headValue(tree, 'meta[property="og:image"]')).toBe(new URL(NOT_FOUND_CARD_PATH, site.url).href);
  });
});
