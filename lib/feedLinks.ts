import type { Labels, Site } from '../content/schema.ts';

/**
 * The site's feeds of news and events, at the site root: where they are, and the type they are
 * served as (the build writes them, site/feeds/feeds.ts; every page's head links them).
 */
export const feedLinks = {
  atom: { path: '/feed.xml', type: 'application/atom+xml' },
  json: { path: '/feed.json', type: 'application/feed+json' },
} as const;

/** What feed readers call the feeds: the site's name, then the label (labels.yaml `feed.title`). */
export function feedTitle(site: Pick<Site, 'name'>, labels: Pick<Labels, 'feed'>): string {
  return `${site.name} – ${labels.feed.title}`;
}
