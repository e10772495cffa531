import type { z } from 'zod';
import type { CallToAction, PageFrontmatter } from '../../../content/schema.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import type { contactBandBlock } from './contactBand.schema.ts';

export interface ContactBandView {
  id: string;
  actions: CallToAction[];
}

/** The band's anchor and the home page's contact buttons. */
export function resolveContactBand({ id }: z.infer<typeof contactBandBlock.props>, page: BlockPageFacts<PageFrontmatter>): ContactBandView {
  return { id, actions: frontmatterOf(page, 'home').contactActions };
}
