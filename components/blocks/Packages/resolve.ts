import type { z } from 'zod';
import type { Labels, PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { discountPercent } from '../../../lib/countOf.ts';
import { formatVnd } from '../../../lib/formatVnd.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import { offeringOf } from '../offeringOf.ts';
import type { packagesProps } from './packages.schema.ts';

/** One priced package as a card shows it. */
export interface PackageCard {
  name: string;
  detail: string;
  /** The sessions it covers; empty for the full course. */
  sessions: number[];
  price: string;
  originalPrice: string;
  discountPercent: number;
  /** The full course, drawn as the featured card. */
  featured: boolean;
}

export interface PackagesView {
  packages: PackageCard[];
  labels: { sessionRange: string; originalPrice: string; discount: string };
}

/** The course's `packages` (if any), then the full course at the offering's own price. */
export function resolvePackages(_props: z.infer<typeof packagesProps>, page: BlockPageFacts<PageFrontmatter>, site: Pick<SiteData, 'courses'> & { labels: Pick<Labels, 'sessions' | 'sessionRange' | 'offering'> }): PackagesView {
  const { labels } = site;
  const course = frontmatterOf(page, 'course');
  const offering = offeringOf(site, course.offering);
  const card = (item: { name: string; detail: string; sessions: number[]; price: number; originalPrice: number }, featured: boolean): PackageCard => ({
    name: item.name,
    detail: item.detail,
    sessions: item.sessions,
    price: formatVnd(item.price),
    originalPrice: formatVnd(item.originalPrice),
    discountPercent: discountPercent(item.price, item.originalPrice),
    featured,
  });
  const full = {
    name: offering.title,
    detail: `${offering.sessions} ${labels.sessions} · ${offering.duration}`,
    sessions: [],
    price: offering.need('price'),
    originalPrice: offering.need('originalPrice'),
  };
  return {
    packages: [...(course.packages ?? []).map((item) => card(item, false)), card(full, true)],
    labels: { sessionRange: labels.sessionRange, originalPrice: labels.offering.originalPrice, discount: labels.offering.discount },
  };
}
