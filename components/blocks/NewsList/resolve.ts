import type { z } from 'zod';
import type { Labels, PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { formatDate } from '../../../lib/formatDate.ts';
import { linkTarget, type LinkTarget } from '../../../lib/linkTarget.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { dayOfLink } from '../dayOfLink.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import type { newsListBlock } from './newsList.schema.ts';

/** One news card. */
export interface NewsItem {
  title: string;
  href: string;
  /** `href` as the shared menus write it on this page (`#x` a home-page section). */
  link: LinkTarget;
  tag: string;
  summary: string;
  /** Its day (ISO) and the day as shown; none only for a link the check has refused. */
  date?: { iso: string; text: string };
}

export interface NewsListView {
  items: NewsItem[];
  readMore: string;
}

/** The home page's `news`, each dated by the event page it links to, or by its own `date`. */
export function resolveNewsList(_props: z.infer<typeof newsListBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: Pick<SiteData, 'events'> & { labels: Pick<Labels, 'readMore'> }): NewsListView {
  const items = frontmatterOf(page, 'home').news.map(({ title, href, tag, summary, date: written }) => {
    const date = dayOfLink({ href, date: written }, site.events);
    return { title, href, link: linkTarget(href, page.route, 'site'), tag, summary, ...(date === undefined ? {} : { date: { iso: date, text: formatDate(date) } }) };
  });
  return { items, readMore: site.labels.readMore };
}
