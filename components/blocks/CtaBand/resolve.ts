import type { z } from 'zod';
import type { CallToAction, PageFrontmatter } from '../../../content/schema.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { actionsNamed } from '../namedList.ts';
import type { ctaBandBlock } from './ctaBand.schema.ts';

export interface CtaBandView {
  id: string;
  actions: CallToAction[];
}

/** The band's anchor and the buttons of `actions.<of>`. */
export function resolveCtaBand({ id, of }: z.infer<typeof ctaBandBlock.props>, page: BlockPageFacts<PageFrontmatter>): CtaBandView {
  return { id, actions: actionsNamed(page, of) };
}
