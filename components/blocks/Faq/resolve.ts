import type { z } from 'zod';
import type { PageFrontmatter } from '../../../content/schema.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { neededFields } from '../neededFields.ts';
import type { faqBlock } from './faq.schema.ts';

export interface FaqView {
  items: { question: string; answer: string }[];
}

/** The page's `faq` (the spec's `needs` has refused a page without one). */
export function resolveFaq(_props: z.infer<typeof faqBlock.props>, page: BlockPageFacts<PageFrontmatter>): FaqView {
  return { items: neededFields(page, ['faq']).faq };
}
