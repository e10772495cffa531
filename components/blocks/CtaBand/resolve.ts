import type { z } from 'zod';
import type { PageFrontmatter } from '../../../content/schema.ts';
import { resolveActionList, type ActionSite, type ActionView } from '../../resolveAction.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { actionsNamed } from '../namedList.ts';
import type { ctaBandBlock } from './ctaBand.schema.ts';

export interface CtaBandView {
  id: string;
  actions: ActionView[];
}

/** The band's anchor and the buttons of `actions.<of>`. */
export function resolveCtaBand({ id, of }: z.infer<typeof ctaBandBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: ActionSite): CtaBandView {
  return { id, actions: resolveActionList(actionsNamed(page, of), page, site) };
}
