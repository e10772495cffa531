/**
 * Which pages get a share card, where it is served and what it shows: every page that does not
 * name its own `ogImage` (renderer/Head.tsx makes the same choice for og:image).
 */
import type { PageFrontmatter, SiteData } from '../../../../content/schema.ts';
import { shareCardPath } from '../../../../lib/shareCard.ts';
import { shareCardFacts, type ShareCardFacts } from './cardFacts.ts';

export interface PageCard {
  /** Where it is served, e.g. `/share/lich-khai-giang.png`. */
  path: string;
  facts: ShareCardFacts;
}

export function pageCards(pages: { route: string; frontmatter: PageFrontmatter }[], data: Pick<SiteData, 'site' | 'labels' | 'courses'>): PageCard[] {
  return pages
    .filter((page) => page.frontmatter.ogImage === undefined)
    .map((page) => ({ path: shareCardPath(page.route), facts: shareCardFacts(page.frontmatter, data) }));
}
