/** A page once its frontmatter is valid: what derive, compile and render work from. */
import type { Frontmatter } from '../core/frontmatter.ts';
import type { PageOutline } from '../parse/outlineMdx.ts';
import type { ParsedYaml } from '../parse/parseYaml.ts';

/** Out now, or a draft, scheduled or taken down (see contentRules.ts). */
/**
 * A site definition's page type, kept so that what the engine hands back (the loaded pages) has the
 * site's own type: a type only, never set (see defineSite in scripts/engine/site.ts).
 */
export interface PagesTyped<Page extends Frontmatter> {
  readonly pageType?: Page;
}

export type PublishStatus = 'published' | 'draft' | 'scheduled' | 'expired';

export interface ContentPage<Page extends Frontmatter = Frontmatter> {
  /** Path from the project root, for messages. */
  file: string;
  route: string;
  frontmatter: Page;
  /** The MDX after the frontmatter. */
  body: string;
  status: PublishStatus;
  /** The parsed frontmatter, to locate a field for a message. */
  yaml: ParsedYaml;
  /** What the MDX body holds: headings, blocks and their props, links, images (parse/outlineMdx.ts). */
  outline: PageOutline;
  /** Text of the MDX's Markdown headings, for the search index. */
  headings: string[];
}
