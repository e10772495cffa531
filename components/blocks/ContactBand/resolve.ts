import type { z } from 'zod';
import type { PageFrontmatter } from '../../../content/schema.ts';
import { resolveActionList, type ActionSite, type ActionView } from '../../resolveAction.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import type { contactBandBlock } from './contactBand.schema.ts';

export interface ContactBandView {
  id: string;
  actions: ActionView[];
}

/** The band's anchor and the home page's contact buttons. */
export function resolveContactBand({ id }: z.infer<typeof contactBandBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: ActionSite): ContactBandView {
  return { id, actions: resolveActionList(frontmatterOf(page, 'home').contactActions, page, site) };
}
