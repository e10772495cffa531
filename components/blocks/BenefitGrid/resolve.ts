import type { z } from 'zod';
import type { FrontmatterOf, PageFrontmatter } from '../../../content/schema.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import type { benefitGridBlock } from './benefitGrid.schema.ts';

export interface BenefitGridView {
  benefits: FrontmatterOf<'home'>['benefits'];
}

/** The home page's benefit blurbs. */
export function resolveBenefitGrid(_props: z.infer<typeof benefitGridBlock.props>, page: BlockPageFacts<PageFrontmatter>): BenefitGridView {
  return { benefits: frontmatterOf(page, 'home').benefits };
}
