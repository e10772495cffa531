import type { z } from 'zod';
import type { PageFrontmatter } from '../../../content/schema.ts';
import { resolveActionList, type ActionSite, type ActionView } from '../../resolveAction.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { actionsNamed } from '../namedList.ts';
import type { actionsBlock } from './actions.schema.ts';

export interface ActionsView {
  /** The buttons of `actions.<of>`, the first the main one. */
  actions: ActionView[];
  align: 'center' | 'start';
}

/** The page's group of buttons the block names. */
export function resolveActions({ of, align = 'center' }: z.infer<typeof actionsBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: ActionSite): ActionsView {
  return { actions: resolveActionList(actionsNamed(page, of), page, site), align };
}
