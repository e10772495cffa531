import type { z } from 'zod';
import type { PageFrontmatter } from '../../../content/schema.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { neededFields } from '../neededFields.ts';
import type { statRingsBlock } from './statRings.schema.ts';

export interface StatRingsView {
  rings: { label: string; percent: number }[];
}

/** The page's `stats` (its spec needs them) that are percentages. */
export function resolveStatRings(_props: z.infer<typeof statRingsBlock.props>, page: BlockPageFacts<PageFrontmatter>): StatRingsView {
  const { stats } = neededFields(page, ['stats']);
  return { rings: stats.flatMap(({ label, percent }) => percent === undefined ? [] : [{ label, percent }]) };
}
