/**
 * The files this site publishes beside its pages, made from the published pages and the facts: the
 * search index, the feeds, the exercises' sample solutions, the events' calendar invitations and
 * the headers the host sends (`_headers`, securityHeaders.ts).
 * The build writes them and `npm run dev` serves them, each as its type (scripts/engine/derive/contentFiles.ts).
 */
import type { PageFrontmatter, SiteData } from '../../content/schema.ts';
import { feedLinks } from '../../lib/feedLinks.ts';
import { HEADERS_FILE } from '../../lib/headersFile.ts';
import { solutionFiles } from '../../lib/solutionFiles.ts';
import type { PublishedPage, SiteFile } from '../../scripts/engine/site.ts';
import { CALENDAR_CONTENT_TYPE, eventCalendarFiles } from '../calendar/eventCalendar.ts';
import { buildFeeds } from '../feeds/feeds.ts';
import { buildSearchIndex, SEARCH_INDEX_PATH } from '../search/searchIndex.ts';
import { headersFile } from './securityHeaders.ts';

export function siteFiles(pages: PublishedPage<PageFrontmatter>[], data: SiteData): SiteFile[] {
  const feeds = buildFeeds(data, pages);
  return [
    { path: SEARCH_INDEX_PATH, content: JSON.stringify(buildSearchIndex(pages)), type: 'application/json; charset=utf-8' },
    ...Object.values(feedLinks).map(({ path, type }) => ({ path, content: feeds[path], type: `${type}; charset=utf-8` })),
    ...pages.flatMap((page) => solutionFiles(page.route, page.frontmatter)).map((file) => ({ ...file, type: 'text/plain; charset=utf-8' })),
    ...eventCalendarFiles(pages, data).map((file) => ({ ...file, type: CALENDAR_CONTENT_TYPE })),
    { path: `/${HEADERS_FILE}`, content: headersFile(data.site.embedHosts), type: 'text/plain; charset=utf-8' },
  ];
}
