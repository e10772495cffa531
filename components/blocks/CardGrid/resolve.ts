import type { z } from 'zod';
import type { Card, PageFrontmatter } from '../../../content/schema.ts';
import { linkTarget, type LinkTarget } from '../../../lib/linkTarget.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { cardsNamed } from '../namedList.ts';
import type { cardGridBlock } from './cardGrid.schema.ts';

export interface CardGridView {
  /** The cards, each with `href` as written in the page (`#x` is this page's section). */
  cards: (Card & { link?: LinkTarget })[];
  columns: 2 | 3 | 4;
  /** Each card's `items` as numbered steps. */
  numbered: boolean;
}

/** The page's list of cards the block names, with its layout. */
export function resolveCardGrid({ of, columns = 3, numbered = false }: z.infer<typeof cardGridBlock.props>, page: BlockPageFacts<PageFrontmatter>): CardGridView {
  const cards = cardsNamed(page, of).map((card) => (card.href === undefined ? card : { ...card, link: linkTarget(card.href, page.route, 'page') }));
  return { cards, columns, numbered };
}
