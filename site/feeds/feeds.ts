/**
 * The feeds of news and events, `feed.xml` (Atom) and `feed.json` (JSON Feed 1.1): the home page's
 * `news` and the event pages, newest first, each with its title, date, summary and absolute link
 * taken from the pages' facts. One entry per story: a news item about an event stands for that event
 * (it has the event's id, so it replaces the event's own entry), and a second page about an event
 * (`sameEventAs`) is not a second event. Made from the pages given: the published ones in a build.
 * https://www.rfc-editor.org/rfc/rfc4287 · https://www.jsonfeed.org/version/1.1/
 */
import { Feed } from 'feed';
import type { EventTiming, Labels, PageFrontmatter, Site } from '../../content/schema.ts';
import { absoluteUrl } from '../../lib/absoluteUrl.ts';
import { feedLinks, feedTitle } from '../../lib/feedLinks.ts';
import { linkedDate } from '../../lib/linkedDate.ts';

/** One story in the feeds. */
export interface FeedEntry {
  /**
   * The same from build to build, so a reader updates an entry instead of adding it again: an
   * event's is the URL of its own page; another news item's a tag URI (RFC 4151) of its day and link.
   */
  id: string;
  title: string;
  /** ISO date and time with +07:00: an event's start, or the day (midnight in Vietnam) of a news item. */
  date: string;
  summary: string;
  /** Absolute URL, from site.yaml `url`. */
  link: string;
}

interface FeedPage {
  route: string;
  frontmatter: PageFrontmatter;
}
type FeedPath = (typeof feedLinks)[keyof typeof feedLinks]['path'];

/** The stories of `pages`, newest first (the same instant: by id). */
export function listFeedEntries(origin: string, pages: FeedPage[], events: Record<string, EventTiming>): FeedEntry[] {
  // Each event page and the page that stands for its event: itself, or the page it names in `sameEventAs`.
  const eventOf = new Map(pages.flatMap(({ route, frontmatter }) => frontmatter.type === 'event' ? [[route, frontmatter.sameEventAs ?? route]] : []));
  const news = pages.flatMap(({ frontmatter }) => frontmatter.type === 'home' ? frontmatter.news : []).map((item): FeedEntry => {
    const link = absoluteUrl(origin, item.href);
    const event = eventOf.get(item.href);
    // The instant of the event it links to; linkedDate gives the day of any other link (its `date`).
    const date = events[item.href]?.start ?? `${linkedDate(item, events)}T00:00:00+07:00`;
    const id = event ? absoluteUrl(origin, event) : `tag:${new URL(origin).hostname},${date.slice(0, 10)}:${link}`;
    return { id, title: item.title, date, summary: item.summary, link };
  });
  const eventEntries = pages.flatMap(({ route, frontmatter }): FeedEntry[] => frontmatter.type === 'event'
    ? [{ id: absoluteUrl(origin, frontmatter.sameEventAs ?? route), title: frontmatter.title, date: frontmatter.start, summary: frontmatter.description, link: absoluteUrl(origin, route) }]
    : [])
    // An event's own page (its link is its id) before the pages that take its facts, so it is the event's entry.
    .sort((a, b) => Number(a.link !== a.id) - Number(b.link !== b.id));

  const byId = new Map<string, FeedEntry>();
  for (const entry of [...news, ...eventEntries]) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || a.id.localeCompare(b.id));
}

/** Both feeds, by their path at the site root, named and attributed from site.yaml and labels.yaml. */
export function buildFeeds({ site, labels, events }: { site: Site; labels: Labels; events: Record<string, EventTiming> }, pages: FeedPage[]): Record<FeedPath, string> {
  const entries = listFeedEntries(site.url, pages, events);
  const channel = {
    title: feedTitle(site, labels),
    home: absoluteUrl(site.url, '/'),
    atom: absoluteUrl(site.url, feedLinks.atom.path),
    json: absoluteUrl(site.url, feedLinks.json.path),
    favicon: absoluteUrl(site.url, site.favicon),
  };
  return { [feedLinks.atom.path]: buildAtom(site, channel, entries), [feedLinks.json.path]: buildJsonFeed(site, channel, entries) };
}

interface Channel {
  title: string;
  home: string;
  atom: string;
  json: string;
  favicon: string;
}

function buildAtom(site: Site, channel: Channel, entries: FeedEntry[]): string {
  const newest = entries[0];
  const feed = new Feed({
    id: channel.home,
    title: channel.title,
    description: site.tagline,
    link: channel.home,
    feedLinks: { atom: channel.atom, json: channel.json },
    author: { name: site.name, link: channel.home },
    favicon: channel.favicon,
    // The newest entry's date, so an unchanged site builds the same file (with none, the build's time).
    ...(newest ? { updated: new Date(newest.date) } : {}),
  });
  // The library marks titles and summaries as HTML: escaped, a "&" or "<" in them reads as written.
  for (const entry of entries) {
    feed.addItem({ id: entry.id, title: escapeHtml(entry.title), link: entry.link, date: new Date(entry.date), description: escapeHtml(entry.summary) });
  }
  return feed.atom1();
}

/** Written here, not by the `feed` library: its JSON is JSON Feed 1.0 (`author`, HTML content, no language). */
function buildJsonFeed(site: Site, channel: Channel, entries: FeedEntry[]): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: channel.title,
    home_page_url: channel.home,
    feed_url: channel.json,
    description: site.tagline,
    favicon: channel.favicon,
    authors: [{ name: site.name, url: channel.home }],
    language: site.locale.replace('_', '-'),
    items: entries.map((entry) => ({
      id: entry.id,
      url: entry.link,
      title: entry.title,
      summary: entry.summary,
      content_text: entry.summary,
      date_published: entry.date,
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
