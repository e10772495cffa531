import type { z } from 'zod';
import type { FrontmatterOf, PageFrontmatter } from '../../../content/schema.ts';
import { resolveActionList, type ActionSite, type ActionView } from '../../resolveAction.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import type { heroBlock } from './hero.schema.ts';

export interface HeroView {
  id: string;
  /** The home page's `hero`: badge, buttons, chips and figures. */
  hero: Omit<FrontmatterOf<'home'>['hero'], 'actions'> & { actions: ActionView[] };
}

/** The section's anchor and the home page's `hero`. */
export function resolveHero({ id }: z.infer<typeof heroBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: ActionSite): HeroView {
  const { hero } = frontmatterOf(page, 'home');
  return { id, hero: { ...hero, actions: resolveActionList(hero.actions, page, site) } };
}
