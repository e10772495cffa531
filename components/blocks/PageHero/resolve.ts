import type { z } from 'zod';
import type { PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { offeringFacts, type FactRow, type OfferingLabels } from '../../../lib/offeringFacts.ts';
import { heroVisualOf, type HeroVisualView } from '../../parts/heroVisuals/heroVisualOf.ts';
import { offeringSummary, type OfferingSummary } from '../../parts/offeringSummary.ts';
import { resolveActionList, type ActionSite, type ActionView } from '../../resolveAction.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { offeringOf } from '../offeringOf.ts';
import type { pageHeroBlock } from './pageHero.schema.ts';

/** A chip of the hero: icon, what it is and its value on this page. */
export interface HeroFact {
  icon: string;
  label: string;
  value: string;
}

export interface PageHeroView {
  /** The section's anchor. */
  id: string;
  badge?: { text: string; icon?: string };
  actions: ActionView[];
  /** Quieter text links under the buttons. */
  links: ActionView[];
  facts: HeroFact[];
  /** On a page that sells an offering: its card beside the copy, and the visual above it. */
  offering?: { summary: OfferingSummary; facts: FactRow[]; visual?: HeroVisualView };
}

/** The facts an offering's hero card shows, in offeringFacts' order. */
const cardFacts = ['sessions', 'start', 'seats', 'location'];

/** The page's `hero` (badge, buttons, links, chips) and, when it names an `offering`, that offering's card and visual. */
export function resolvePageHero({ id = 'top' }: z.infer<typeof pageHeroBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: Pick<SiteData, 'courses'> & { labels: OfferingLabels } & ActionSite): PageHeroView {
  const { frontmatter } = page;
  const hero = 'hero' in frontmatter ? frontmatter.hero : undefined;
  const offeringId = 'offering' in frontmatter ? frontmatter.offering : undefined;
  const offering = offeringId === undefined ? undefined : offeringOf(site, offeringId);
  const visual = offering && heroVisualOf(frontmatter, offering);
  return {
    id,
    ...(hero?.badge ? { badge: { text: hero.badge, ...(hero.badgeIcon ? { icon: hero.badgeIcon } : {}) } } : {}),
    actions: resolveActionList(hero?.actions ?? [], page, site),
    links: resolveActionList(hero && 'links' in hero ? hero.links : [], page, site),
    facts: hero?.facts ?? [],
    ...(offering ? {
      offering: {
        summary: offeringSummary(offering, site.labels),
        facts: offeringFacts(offering, site.labels).filter((fact) => cardFacts.includes(fact.key)),
        ...(visual ? { visual } : {}),
      },
    } : {}),
  };
}
