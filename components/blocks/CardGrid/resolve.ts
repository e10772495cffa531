import type { z } from 'zod';
import type { Card, PageFrontmatter } from '../../../content/schema.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { cardsNamed } from '../namedList.ts';
import type { cardGridBlock } from './cardGrid.schema.ts';

export interface CardGridView {
  cards: Card[];
  columns: 2 | 3 | 4;
  /** Each card's `items` as numbered steps. */
  numbered: boolean;
}

/** The page's list of cards the block names, with its layout. */
export function resolveCardGrid({ of, columns = 3, numbered = false }: z.infer<typeof cardGridBlock.props>, page: BlockPageFacts<PageFrontmatter>): CardGridView {
  return { cards: cardsNamed(page, of), columns, numbered };
}
