/**
 * What the engine knows about a block before any page renders: the props a writer may type in MDX,
 * where it may appear, and which frontmatter it shows. `npm run check` validates every JSX element of
 * every page against these specs (scripts/engine/validate/), at the element's own line, so a render
 * never meets props it cannot handle.
 */
import { z } from 'zod';
import type { PageKind } from '../../content/schema.ts';

/** An id for an anchor: ASCII words in small letters joined by hyphens (`lich-hoc`, never with tone marks). */
export const slugId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected lowercase ASCII words joined by hyphens, e.g. lich-hoc');

export interface BlockSpec<P extends z.ZodType = z.ZodType> {
  /** The props as written in MDX; a strict object, so an unknown prop is reported. */
  props: P;
  /** The page kinds the block may appear on; every kind when absent. */
  kinds?: readonly PageKind[];
  /** Frontmatter fields the block shows, which the page must have (e.g. `curriculum`, `faq`). */
  needs?: readonly string[];
  /**
   * What `of="…"` names: an entry of the page's `cards` or `actions`, an event's list of `people`
   * (speakers, guests), or (`countable`) a list lib/countOf.ts can count (curriculum, exercises,
   * instructors or a card list).
   */
  of?: 'cards' | 'actions' | 'people' | 'countable';
  /** The ids the block puts on the page (for duplicate and anchor checks), from its props. */
  ids?: (props: z.infer<P>) => string[];
  /** The block it must sit directly inside (a Tab inside Tabs). */
  parent?: string;
}

export function defineBlock<P extends z.ZodType>(spec: BlockSpec<P>): BlockSpec<P> {
  return spec;
}
