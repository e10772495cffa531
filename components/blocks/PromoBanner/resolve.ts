import type { z } from 'zod';
import type { PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { eventEnd } from '../../../lib/eventPhase.ts';
import { formatDate } from '../../../lib/formatDate.ts';
import { linkTarget, type LinkTarget } from '../../../lib/linkTarget.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { dayOfLink } from '../dayOfLink.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import type { promoBannerBlock } from './promoBanner.schema.ts';

export interface PromoBannerView {
  /** Where it leads, as the shared menus write it on this page (`#x` a home-page section). */
  link: LinkTarget;
  badge: string;
  /** The day it announces (ISO) and as shown, short; none only for a link the check has refused. */
  date?: { iso: string; text: string };
  /** When the event it announces ends (ISO): the strip is gone from then on, by the build's clock and the page's. */
  until?: string;
  /** Whether the build's clock shows it: not once that event is over. */
  shown: boolean;
}

/** The home page's `promo`: its link and badge, dated by the event it links to or its own `date`, until that event is over. */
export function resolvePromoBanner(_props: z.infer<typeof promoBannerBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: Pick<SiteData, 'events'>): PromoBannerView {
  const { promo } = frontmatterOf(page, 'home');
  const date = dayOfLink(promo, site.events);
  const event = site.events[promo.href];
  return {
    link: linkTarget(promo.href, page.route, 'site'),
    badge: promo.badge,
    ...(date === undefined ? {} : { date: { iso: date, text: formatDate(date, { short: true }) } }),
    ...(event ? { until: eventEnd(event) } : {}),
    shown: event?.phase !== 'over',
  };
}
