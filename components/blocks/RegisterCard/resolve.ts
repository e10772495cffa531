import type { z } from 'zod';
import type { PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { offeringFacts, type FactRow, type OfferingLabels } from '../../../lib/offeringFacts.ts';
import { offeringSummary, type OfferingSummary } from '../../parts/offeringSummary.ts';
import { resolveActionList, type ActionSite, type ActionView } from '../../resolveAction.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { neededFields, ruledOut } from '../neededFields.ts';
import { offeringOf } from '../offeringOf.ts';
import type { registerCardBlock } from './registerCard.schema.ts';

export interface RegisterCardView {
  offering: OfferingSummary;
  /** Its facts but the price and status, which its heading shows. */
  facts: FactRow[];
  actions: ActionView[];
}

/** The page's `offering` with its price and facts, and the buttons of `actions.<of>` (the validator has checked both). */
export function resolveRegisterCard({ of }: z.infer<typeof registerCardBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: Pick<SiteData, 'courses'> & { labels: OfferingLabels } & ActionSite): RegisterCardView {
  const frontmatter = neededFields(page, ['offering', 'actions']);
  const actions = frontmatter.actions[of];
  if (!actions) throw ruledOut(page, `<RegisterCard of="${of}" /> without "actions.${of}"`);
  const offering = offeringOf(site, frontmatter.offering);
  return {
    offering: offeringSummary(offering, site.labels),
    facts: offeringFacts(offering, site.labels, frontmatter.schedule).filter((fact) => !['price', 'status'].includes(fact.key)),
    actions: resolveActionList(actions, page, site),
  };
}
