import type { z } from 'zod';
import type { PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { offeringFacts, type FactRow, type OfferingLabels } from '../../../lib/offeringFacts.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { neededFields } from '../neededFields.ts';
import { offeringOf } from '../offeringOf.ts';
import type { offeringFactsBlock } from './offeringFacts.schema.ts';

export interface OfferingFactsView {
  facts: FactRow[];
}

/** Every fact of the page's `offering` (its spec needs one), with this page's reading of the schedule. */
export function resolveOfferingFacts(_props: z.infer<typeof offeringFactsBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: Pick<SiteData, 'courses'> & { labels: OfferingLabels }): OfferingFactsView {
  const frontmatter = neededFields(page, ['offering']);
  return { facts: offeringFacts(offeringOf(site, frontmatter.offering), site.labels, frontmatter.schedule) };
}
