import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FrontmatterOf } from '../../content/schema.ts';
import { contentDir, projectRoot } from '../../scripts/engine/core/paths.ts';
import { forVisitors } from '../../scripts/engine/derive/contentFiles.ts';
import { loadContent } from '../../scripts/engine/derive/loadContent.ts';
import { loadWith, problemsAdded } from '../../scripts/testing/scratchContent.ts';
import { site } from '../definition.ts';
import { buildFeeds } from './feeds.ts';

const { data, pages } = forVisitors(site, loadContent(site, contentDir, projectRoot), false);
const absolute = (route: string) => new URL(route, data.site.url).href;
type Page = (typeof pages)[number];

const homePage = pages.find((page) => page.route === '/');
if (homePage?.frontmatter.type !== 'home') throw new Error('content/index.mdx is missing or not of kind "home"');
const home = { ...homePage, frontmatter: homePage.frontmatter };
const events = pages.flatMap((page) => page.frontmatter.type === 'event' ? [{ ...page, frontmatter: page.frontmatter }] : []);
/** The page that stands for an event: its own, which a second page about it names in `sameEventAs`. */
const eventOf = (page: { route: string; frontmatter: FrontmatterOf<'event'> }) => page.frontmatter.sameEventAs ?? page.route;

/** The site's pages with the home page's news replaced. */
function withNews(news: FrontmatterOf<'home'>['news']): Page[] {
  return pages.map((page) => (page === homePage ? { ...home, frontmatter: { ...home.frontmatter, news } } : page));
}

/** HTML-typed text of an Atom element (titles, summaries), decoded as a reader shows it. */
const htmlText = z.object({ type: z.literal('html'), '#text': z.string() }).transform((node) => toString(fromHtml(node['#text'], { fragment: true })));
const link = z.object({ rel: z.string().optional(), href: z.url() });
/** What RFC 4287 requires of a feed and its entries, as this site fills them. */
const atomSchema = z.object({
  feed: z.object({
    xmlns: z.literal('http://www.w3.org/2005/Atom'),
    id: z.string(),
    title: z.string(),
    subtitle: z.string(),
    updated: z.iso.datetime(),
    author: z.object({ name: z.string(), uri: z.url() }),
    link: z.array(link),
    entry: z.array(z.object({
      id: z.string(),
      title: htmlText,
      updated: z.iso.datetime(),
      summary: htmlText,
      link: z.tuple([link]),
    }).transform(({ link: [only], ...entry }) => ({ ...entry, link: only.href }))).default([]),
  }),
});

/** The Atom document read by a real XML parser and checked against the shape Atom requires. */
function parseAtom(xml: string) {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false, isArray: (name) => name === 'entry' || name === 'link' });
  const { feed } = atomSchema.parse(parser.parse(xml, true));
  return { feed, entries: feed.entry };
}

/** The fields JSON Feed 1.1 names, as this site fills them (https://www.jsonfeed.org/version/1.1/). */
const jsonFeedSchema = z.strictObject({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  title: z.string(),
  home_page_url: z.url(),
  feed_url: z.url(),
  description: z.string(),
  favicon: z.url(),
  authors: z.array(z.strictObject({ name: z.string(), url: z.url() })).min(1),
  language: z.string(),
  items: z.array(z.strictObject({
    id: z.string(),
    url: z.url(),
    title: z.string(),
    summary: z.string(),
    content_text: z.string(),
    date_published: z.iso.datetime({ offset: true }),
  })),
});

const utc = (isoWithOffset: string) => new Date(isoWithOffset).toISOString();

describe('the Atom feed of the site', () => {
  const { feed, entries } = parseAtom(buildFeeds(data, pages)['/feed.xml']);

  it('is named after the site and the label, by the site, and links itself and the home page', () => {
    expect(feed.title).toBe(`${data.site.name} – ${data.labels.feed.title}`);
    expect(feed.subtitle).toBe(data.site.tagline);
    expect(feed.author).toEqual({ name: data.site.name, uri: absolute('/') });
    expect(feed.id).toBe(absolute('/'));
    expect(feed.link).toEqual(expect.arrayContaining([{ rel: 'self', href: absolute('/feed.xml') }, { rel: 'alternate', href: absolute('/') }]));
  });

  it('lists entries newest first, the feed updated as of the newest', () => {
    const times = entries.map((entry) => Date.parse(entry.updated));
    expect(times.length).toBeGreaterThan(1);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(feed.updated).toBe(entries[0]?.updated);
  });

  it('has every news item of the home page with its title and summary, dated by the event it links to or its own date', () => {
    for (const item of home.frontmatter.news) {
      const entry = entries.find((candidate) => candidate.title === item.title);
      const event = events.find((page) => page.route === item.href);
      expect(entry, item.title).toEqual({
        id: absolute(event ? eventOf(event) : item.href),
        title: item.title,
        summary: item.summary,
        link: absolute(item.href),
        updated: utc(event ? event.frontmatter.start : `${item.date}T00:00:00+07:00`),
      });
    }
  });

  it('has each published event once, from its own page unless a news item announces it, at its start', () => {
    const announced = new Set(home.frontmatter.news.flatMap((item) => events.filter((page) => page.route === item.href).map(eventOf)));
    for (const route of new Set(events.map(eventOf))) {
      const matching = entries.filter((entry) => entry.id === absolute(route));
      expect(matching, route).toHaveLength(1);
      if (announced.has(route)) continue;
      const own = events.find((page) => page.route === route);
      expect(matching[0], route).toEqual({
        id: absolute(route),
        title: own?.frontmatter.title,
        summary: own?.frontmatter.description,
        link: absolute(route),
        updated: utc(own?.frontmatter.start ?? ''),
      });
    }
    const newsTitles = new Set(home.frontmatter.news.map((item) => item.title));
    const eventIds = new Set(events.map((page) => absolute(eventOf(page))));
    expect(entries.filter((entry) => !newsTitles.has(entry.title) && !eventIds.has(entry.id))).toEqual([]);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it('shows titles and summaries as written, "&" and "<" included', () => {
    const news = [{ title: 'Lịch <mới> & ưu đãi', href: '/lich-khai-giang', tag: 'Tin', summary: 'Giảm 10% & tặng <quà>', date: '2025-09-01' }];
    const { entries } = parseAtom(buildFeeds(data, withNews(news))['/feed.xml']);
    expect(entries.find((entry) => entry.link === absolute('/lich-khai-giang'))).toMatchObject({ title: 'Lịch <mới> & ưu đãi', summary: 'Giảm 10% & tặng <quà>' });
  });
});

describe('the entries of the feeds', () => {
  const entriesOf = (feedPages: Page[]) => parseAtom(buildFeeds(data, feedPages)['/feed.xml']).entries;

  it('date a news item that links elsewhere from midnight of its own date in Vietnam, with an id of its own', () => {
    const news = [{ title: 'Lịch khai giảng tháng 9', href: '/lich-khai-giang', tag: 'Tin', summary: 'Hai lớp mới.', date: '2025-09-01' }];
    const entry = entriesOf(withNews(news)).find((candidate) => candidate.title === 'Lịch khai giảng tháng 9');
    expect(entry).toEqual({ id: `tag:${new URL(data.site.url).hostname},2025-09-01:${absolute('/lich-khai-giang')}`, title: news[0]?.title, summary: 'Hai lớp mới.', link: absolute('/lich-khai-giang'), updated: '2025-08-31T17:00:00.000Z' });
  });

  it('give an event one entry, from its own page, however many pages tell of it', () => {
    const landing = events.find((page) => page.frontmatter.sameEventAs !== undefined);
    if (!landing) throw new Error('the site has no second page about an event (sameEventAs)');
    const owner = eventOf(landing);
    const matching = entriesOf(withNews(home.frontmatter.news.filter((item) => item.href !== landing.route && item.href !== owner)))
      .filter((entry) => entry.id === absolute(owner));
    expect(matching.map((entry) => entry.link)).toEqual([absolute(owner)]);
  });

  it('keep an event\'s id when its date moves, so a reader updates the entry instead of adding one', () => {
    const [event] = events.filter((page) => !home.frontmatter.news.some((item) => item.href === page.route));
    if (!event) throw new Error('every event is in the news');
    const moved = pages.map((page) => (page.route === event.route ? { ...event, frontmatter: { ...event.frontmatter, start: '2026-01-15T19:00:00+07:00' } } : page));
    const before = entriesOf(pages).find((entry) => entry.link === absolute(event.route));
    const after = entriesOf(moved).find((entry) => entry.link === absolute(event.route));
    expect(after?.id).toBe(before?.id);
    expect(after?.updated).toBe('2026-01-15T12:00:00.000Z');
  });

  it('leave out drafts and scheduled pages, as the sitemap does', () => {
    const source = readFileSync(path.join(contentDir, `${events[0]?.route.slice(1)}.mdx`), 'utf8');
    const loaded = loadWith({
      'nhap-su-kien.mdx': source.replace(/^---\n/, '---\ndraft: true\n'),
      'su-kien-sap-toi.mdx': source.replace(/^---\n/, '---\npublishDate: 2099-01-01\n'),
    });
    const links = (includeUnpublished: boolean) => {
      const visible = forVisitors(site, loaded, includeUnpublished);
      return entriesOf(visible.pages).map((entry) => entry.link);
    };
    const unpublished = [absolute('/nhap-su-kien'), absolute('/su-kien-sap-toi')];
    expect(links(true)).toEqual(expect.arrayContaining(unpublished));
    expect(links(false).filter((link) => unpublished.includes(link))).toEqual([]);
  });
});

describe('the JSON Feed', () => {
  const json = jsonFeedSchema.parse(JSON.parse(buildFeeds(data, pages)['/feed.json']));

  it('is JSON Feed 1.1 with the same title, links, authors and language as the site', () => {
    expect(json).toMatchObject({
      title: `${data.site.name} – ${data.labels.feed.title}`,
      home_page_url: absolute('/'),
      feed_url: absolute('/feed.json'),
      description: data.site.tagline,
      favicon: absolute(data.site.favicon),
      authors: [{ name: data.site.name, url: absolute('/') }],
      language: 'vi-VN',
    });
  });

  it('has the Atom feed\'s entries in the same order, dated in Vietnam time, with text content', () => {
    const { entries } = parseAtom(buildFeeds(data, pages)['/feed.xml']);
    expect(json.items.map((item) => ({ id: item.id, link: item.url, title: item.title, summary: item.summary, updated: utc(item.date_published) })))
      .toEqual(entries);
    for (const item of json.items) {
      expect(item.date_published).toMatch(/\+07:00$/);
      expect(item.content_text).toBe(item.summary);
    }
  });
});

describe('links to the feeds', () => {
  it('are links to files the build writes, so npm run check accepts them in a page', () => {
    const page = '---\ntype: page\ntitle: Theo dõi tin mới\ndescription: Nhận tin tức và sự kiện mới qua ứng dụng đọc tin.\n---\n\n# Theo dõi tin mới\n\nDùng [Atom](/feed.xml) hoặc [JSON Feed](/feed.json).\n';
    expect(problemsAdded({ 'theo-doi-tin-moi.mdx': page })).toEqual([]);
  });
});
