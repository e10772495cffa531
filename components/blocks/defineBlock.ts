/**
 * A block's spec as this site writes it: the engine's BlockSpec (scripts/engine/site.ts), with its
 * page kinds checked against this site's kinds, and its `resolve` typed by this site's frontmatter
 * and derived data, so a misspelt kind or a fact that does not exist fails the type check.
 */
import type { z } from 'zod';
import type { PageFrontmatter, PageKind, SiteData } from '../../content/schema.ts';
import type { BlockSpec } from '../../scripts/engine/site.ts';

export { MissingFact, slugId, type BlockPageFacts } from '../../scripts/engine/site.ts';

/** A spec of this site's: its resolve sees this site's pages and data. */
export type SiteBlockSpec<P extends z.ZodType = z.ZodType, Resolved = unknown> = BlockSpec<P, PageFrontmatter, SiteData, Resolved>;

export function defineBlock<P extends z.ZodType, Resolved = unknown>(spec: SiteBlockSpec<P, Resolved> & { kinds?: readonly PageKind[] }): SiteBlockSpec<P, Resolved> {
  return spec;
}

/**
 * A block's spec with its `resolve` (blocks/<Block>/resolve.ts), joined in the list of blocks
 * (blockSpecs.ts): resolve.ts takes its props' type from the spec, so the spec cannot import it.
 */
export function withResolve<P extends z.ZodType, Resolved>(spec: SiteBlockSpec<P>, resolve: NonNullable<SiteBlockSpec<P, Resolved>['resolve']>): SiteBlockSpec<P, Resolved> {
  return { ...spec, resolve };
}
