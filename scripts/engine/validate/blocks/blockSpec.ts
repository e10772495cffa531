/**
 * What the engine knows about a block before any page renders: the props a writer may type in MDX,
 * where it may appear, and which frontmatter it shows. `npm run check` validates every JSX element of
 * every page against these specs (validate/blocks/), at the element's own line, so a render
 * never meets props it cannot handle.
 */
import { z } from 'zod';
import type { Frontmatter } from '../../core/frontmatter.ts';

/** An id for an anchor: ASCII words in small letters joined by hyphens (`lich-hoc`, never with tone marks). */
export const slugId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected lowercase ASCII words joined by hyphens, e.g. lich-hoc');

/** The page a block is on, as its `resolve` sees it. */
export interface BlockPageFacts<Page = unknown> {
  /** Path from the project root, e.g. `content/index.mdx`. */
  file: string;
  route: string;
  frontmatter: Page;
}

/**
 * A fact a block shows that the content does not give (a course with no price on the page that
 * shows it). `resolve` throws it; the validator reports it at the block, in the writer's words, so
 * it never reaches a render. The message says where to add the fact.
 */
export class MissingFact extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MissingFact';
  }
}

/**
 * The lists of a page a block's `of="…"` may name, and how a writer calls them. Methods, so a site
 * states them for its own frontmatter (which the page passed) and they are still an OfList.
 */
export interface OfList<Page extends Frontmatter = Frontmatter> {
  /** The names `of` may take on this page. */
  names(frontmatter: Page): string[];
  /** The list named `name`, in the writer's words, for a message: `danh sách thẻ "x" trong cards`. */
  describe(name: string): string;
}

export interface BlockSpec<P extends z.ZodType = z.ZodType, Page = unknown, Site = unknown, Resolved = unknown> {
  /** The props as written in MDX; a strict object, so an unknown prop is reported. */
  props: P;
  /** The page kinds the block may appear on; every kind when absent. */
  kinds?: readonly string[];
  /** Frontmatter fields the block shows, which the page must have (e.g. `curriculum`, `faq`). */
  needs?: readonly string[];
  /** What `of="…"` names: one of the page's lists, as the site tells them (a named list of cards, say). */
  of?: OfList;
  /** The ids the block puts on the page (for duplicate and anchor checks), from its props. */
  ids?: (props: z.infer<P>) => string[];
  /** The block it must sit directly inside (a Tab inside Tabs). */
  parent?: string;
  /**
   * What the block shows, from its valid props, its page and the site's data: a pure function, called
   * by the validator on every use of the block (so what is checked is exactly what renders) and by
   * the renderer, whose component draws what it returns. Throws MissingFact for a fact the content
   * lacks; anything else it throws is the engine's bug. (A method, so a site's spec with its own page
   * and data types is still a BlockSpec.)
   */
  resolve?(props: z.infer<P>, page: BlockPageFacts<Page>, site: Site): Resolved;
}

export function defineBlock<P extends z.ZodType, Page = unknown, Site = unknown, Resolved = unknown>(spec: BlockSpec<P, Page, Site, Resolved>): BlockSpec<P, Page, Site, Resolved> {
  return spec;
}
