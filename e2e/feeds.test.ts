/**
 * The feeds of news and events as a feed reader meets them on the built site: feed.xml (Atom) and
 * feed.json (JSON Feed 1.1) served with their own types, named in every page's head, each entry
 * linking to a page that answers; and behind the shipped nginx rules (deploy/site.conf), the same
 * types and revalidation on every use, like pages.
 */
import { XMLParser } from 'fast-xml-parser';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { feedLinks, feedTitle } from '../lib/feedLinks.ts';
import { builtSiteDir, listContentPages, readSiteData } from '../scripts/testing/content.ts';
import { startNginx, type NginxServer } from '../scripts/testing/browser/nginx.ts';

const { site, labels } = readSiteData();
const published = listContentPages().filter((page) => page.status === 'published');
const FEEDS = [
  { path: feedLinks.atom.path, type: 'application/atom+xml; charset=utf-8' },
  { path: feedLinks.json.path, type: 'application/feed+json; charset=utf-8' },
];

const get = (path: string, base = inject('baseURL')) => fetch(new URL(path, base));

const atomSchema = z.object({ feed: z.object({ entry: z.array(z.object({ link: z.tuple([z.object({ href: z.url() })]) })) }) });
const jsonFeedSchema = z.object({ items: z.array(z.object({ url: z.url() })) });

/** The `link` of every Atom entry, read by a real XML parser. */
function atomLinks(xml: string): string[] {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'entry' || name === 'link' });
  return atomSchema.parse(parser.parse(xml, true)).feed.entry.map((entry) => entry.link[0].href);
}

describe('the feeds of the built site', () => {
  it.each(FEEDS)('serves $path as $type', async ({ path, type }) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('links every entry of both feeds to a page of the site that answers 200', async () => {
    const links = atomLinks(await (await get(feedLinks.atom.path)).text());
    const { items } = jsonFeedSchema.parse(await (await get(feedLinks.json.path)).json());
    expect(links.length).toBeGreaterThan(0);
    expect(items.map((item) => item.url)).toEqual(links);
    for (const link of links) {
      expect(link.startsWith(`${site.url}/`), link).toBe(true);
      const response = await get(new URL(link).pathname);
      expect(response.status, link).toBe(200);
      expect(response.headers.get('content-type'), link).toMatch(/^text\/html/);
    }
  });

  it('names both feeds, by type and title, in the head of every page and of the not-found page', async () => {
    for (const route of [...published.map((page) => page.route), '/trang-khong-ton-tai-xyz']) {
      const tree = fromHtml(await (await get(route)).text());
      const alternates = selectAll('head link[rel=alternate]', tree).map(({ properties }) => ({ type: properties.type, title: properties.title, href: properties.href }));
      expect(alternates, route).toEqual([
        { type: 'application/atom+xml', title: feedTitle(site, labels), href: feedLinks.atom.path },
        { type: 'application/feed+json', title: feedTitle(site, labels), href: feedLinks.json.path },
      ]);
    }
  });
});

describe('the feeds behind nginx with deploy/site.conf', () => {
  let nginx: NginxServer;

  beforeAll(async () => {
    nginx = await startNginx(builtSiteDir);
  });

  afterAll(async () => {
    await nginx?.stop();
  });

  it.each(FEEDS)('serves $path as $type, gzipped, revalidated on every use like pages', async ({ path, type }) => {
    const response = await fetch(new URL(path, nginx.url), { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await fetch(new URL(path, nginx.url), { headers: { 'if-none-match': etag } })).status).toBe(304);
  });
});
