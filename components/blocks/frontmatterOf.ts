import type { FrontmatterOf, PageFrontmatter, PageKind } from '../../content/schema.ts';
import type { BlockPageFacts } from './defineBlock.ts';

/**
 * The page's frontmatter as the kind a block is for. The validator has already refused the block on
 * any other kind (its spec's `kinds`), so a mismatch here is the engine's bug, not a writer's.
 */
export function frontmatterOf<K extends PageKind>(page: BlockPageFacts<PageFrontmatter>, kind: K): FrontmatterOf<K> {
  const { frontmatter } = page;
  if (frontmatter.type !== kind) throw new Error(`${page.file}: a block for pages of kind "${kind}" reached a page of kind "${frontmatter.type}"`);
  return frontmatter as FrontmatterOf<K>;
}
