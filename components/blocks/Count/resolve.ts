import type { z } from 'zod';
import type { PageFrontmatter } from '../../../content/schema.ts';
import { countOf } from '../../../lib/countOf.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { ruledOut } from '../neededFields.ts';
import type { countBlock } from './count.schema.ts';

export interface CountView {
  count: number;
}

/** How many items the page's list `of` names has (the spec's `of: 'countable'` has refused a list that cannot be counted). */
export function resolveCount({ of }: z.infer<typeof countBlock.props>, page: BlockPageFacts<PageFrontmatter>): CountView {
  const count = countOf(page.frontmatter, of);
  if (count === undefined) throw ruledOut(page, `<Count of="${of}"> counts nothing`);
  return { count };
}
