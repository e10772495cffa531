/**
 * A page and the site as every check sees them, and what a site's definition tells the validators
 * (ContentDefinition; pageChecks.ts lists the engine's own checks). In a module of their own, so a
 * check can name them without importing the list that imports it.
 */
import type { z } from 'zod';
import type { PageFrontmatter, ParsedSiteData } from '../../../content/schema.ts';
import type { Frontmatter } from '../core/frontmatter.ts';
import type { Problem } from '../core/problem.ts';
import type { PageOutline } from '../parse/outlineMdx.ts';
import type { ParsedYaml } from '../parse/parseYaml.ts';
import type { BlockSpec } from './blocks/blockSpec.ts';

/** A page as the validators see it. */
export interface PageUnderCheck<Page extends Frontmatter = PageFrontmatter> {
  /** Path from the project root, e.g. `content/index.mdx`. */
  file: string;
  route: string;
  /** The frontmatter's `type`, when it names a known kind. */
  kind?: Page['type'];
  /** The validated frontmatter; undefined when it has errors of its own (already reported). */
  frontmatter?: Page;
  yaml: ParsedYaml;
  outline: PageOutline;
  /** The file's text (NFC, LF line ends), for checks that look at what was typed. */
  source: string;
}

/** Everything a check may consult besides its page. */
export interface SiteUnderCheck<Data extends object = ParsedSiteData, Page extends Frontmatter = PageFrontmatter> {
  root: string;
  contentDir: string;
  /** What the site's definition says of its content. */
  definition: ContentDefinition<Data, Page>;
  /** The shared data files that passed their schemas. */
  data: Partial<Data>;
  /** Each shared data file's path and parsed YAML, to place a problem in it. */
  dataSources: Partial<Record<keyof Data & string, { file: string; yaml: ParsedYaml }>>;
  /** Every page whose MDX parsed, valid frontmatter or not. */
  pages: PageUnderCheck<Page>[];
  /** Today as the build sees it (YYYY-MM-DD), for publishing dates. */
  today: string;
}

export type PageCheck<Data extends object = ParsedSiteData, Page extends Frontmatter = PageFrontmatter> = (page: PageUnderCheck<Page>, site: SiteUnderCheck<Data, Page>) => Problem[];
export type SiteCheck<Data extends object = ParsedSiteData, Page extends Frontmatter = PageFrontmatter> = (site: SiteUnderCheck<Data, Page>) => Problem[];

/** The ids each referenced data file defines, by its name (`courses` → the course ids). */
export type ReferencedIds = Record<string, string[]>;

/**
 * What the validators know of a site, from its definition (scripts/engine/site.ts): its shared data
 * files and their schemas, its page kinds' schema, the blocks MDX may use, and the checks of its own
 * facts, run beside the engine's generic ones (links, images, blocks, raw HTML).
 */
export interface ContentDefinition<Data extends object = ParsedSiteData, Page extends Frontmatter = PageFrontmatter> {
  /** Every shared data file, `content/data/<name>.yaml`, by name, with its schema. */
  data: { [Name in keyof Data]: z.ZodType<Data[Name]> };
  /** The data files whose entries pages name by id, so a page's schema accepts exactly those ids. */
  referenced: readonly (keyof Data & string)[];
  /** The page kinds, the values `type` may take. */
  kinds: readonly Page['type'][];
  /** Every page kind's frontmatter in one union told apart by `type`, built from the referenced ids. */
  pageSchema(ids: ReferencedIds): z.ZodType<Page>;
  /** What MDX may use, by the name writers type. */
  blocks: Record<string, BlockSpec>;
  /** Checks of the site's own facts, run on each page after the engine's own. */
  pageChecks: readonly PageCheck<Data, Page>[];
  /** Checks across the site's pages and data files. */
  siteChecks: readonly SiteCheck<Data, Page>[];
}

