import type { BlockPageFacts } from './defineBlock.ts';

/**
 * What a block's resolve throws for a case the validator has already refused at the block (its
 * spec's `kinds`, `needs` or `of`) or reported where it is written: reaching it is the engine's bug,
 * never a writer's mistake, so it is a plain Error, not a MissingFact.
 */
export function ruledOut(page: BlockPageFacts, what: string): Error {
  return new Error(`${page.file}: ${what}, which the validator should have refused before any block was resolved`);
}
