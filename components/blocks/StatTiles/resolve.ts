import type { z } from 'zod';
import type { PageFrontmatter } from '../../../content/schema.ts';
import { countOf } from '../../../lib/countOf.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { neededFields, ruledOut } from '../neededFields.ts';
import type { statTilesBlock } from './statTiles.schema.ts';

export interface StatTile {
  label: string;
  icon?: string;
  /** As stated, a percentage, or counted from the list it names. */
  value: string;
}

export interface StatTilesView {
  tiles: StatTile[];
}

/** The page's `stats` (its spec needs them), a counted figure (`countOf`) taken from the list it names. */
export function resolveStatTiles(_props: z.infer<typeof statTilesBlock.props>, page: BlockPageFacts<PageFrontmatter>): StatTilesView {
  const { stats } = neededFields(page, ['stats']);
  return {
    tiles: stats.map((stat) => ({ label: stat.label, ...(stat.icon ? { icon: stat.icon } : {}), value: stat.value ?? (stat.percent !== undefined ? `${stat.percent}%` : String(countedOf(page, stat.countOf ?? ''))) })),
  };
}

/** The page's frontmatter refuses a `countOf` that names no list (validate/validateFrontmatter.ts). */
function countedOf(page: BlockPageFacts<PageFrontmatter>, list: string): number {
  const count = countOf(page.frontmatter, list);
  if (count === undefined) throw ruledOut(page, `a stat counting "${list}", a list the page does not have`);
  return count;
}
