import type { CallToAction, Card, PageFrontmatter } from '../../content/schema.ts';
import type { BlockPageFacts } from './defineBlock.ts';
import { ruledOut } from './neededFields.ts';

/** The group of buttons `actions.<name>` a block's `of` names; the validator's `of` check has refused any other name. */
export function actionsNamed(page: BlockPageFacts<PageFrontmatter>, name: string): CallToAction[] {
  const { frontmatter } = page;
  const actions = 'actions' in frontmatter ? frontmatter.actions?.[name] : undefined;
  if (!actions) throw ruledOut(page, `no actions.${name}`);
  return actions;
}

/** The list of cards `cards.<name>` a block's `of` names; the validator's `of` check has refused any other name. */
export function cardsNamed(page: BlockPageFacts<PageFrontmatter>, name: string): Card[] {
  const { frontmatter } = page;
  const cards = 'cards' in frontmatter ? frontmatter.cards?.[name] : undefined;
  if (!cards) throw ruledOut(page, `no cards.${name}`);
  return cards;
}
