import type { BlockPageFacts } from './defineBlock.ts';

/** The members of a frontmatter union that have every field in K, with those fields present. */
export type WithFields<F, K extends PropertyKey> = F extends unknown
  ? ([K] extends [keyof F] ? F & { [P in K]-?: NonNullable<F[P]> } : never)
  : never;

/**
 * The page's frontmatter with the fields a block's spec `needs` (or its `of` names), typed as present.
 * The validator has already refused the block on a page without them (validate/blocks/needsProblem.ts,
 * ofProblem.ts), so an absent one here is the engine's bug, not a writer's.
 */
export function neededFields<F extends object, K extends string>(page: BlockPageFacts<F>, fields: readonly K[]): WithFields<F, K> {
  const { frontmatter } = page;
  for (const field of fields) {
    const value: unknown = Reflect.get(frontmatter, field);
    if (value === undefined || value === null || value === false) throw ruledOut(page, `the frontmatter field "${field}" a block needs`);
  }
  return frontmatter as WithFields<F, K>;
}

/** An error for a case the validator rules out before any render: reaching it is the engine's bug. */
export function ruledOut(page: { file: string }, what: string): Error {
  return new Error(`${page.file}: a block met ${what}, which the validator should have reported`);
}
