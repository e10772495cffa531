/**
 * A page and the site as every check sees them, and what a site's definition tells the validators
 * (ContentDefinition; pageChecks.ts lists the engine's own checks). In a module of their own, so a
 * check can name them without importing the list that imports it. Generic in the site's data and
 * frontmatter: the engine's own checks read only what every site has (`Frontmatter`), a site's
 * checks take its own types (`PageCheck<SiteData, SitePage>`), as `defineSite` allows.
 */
import type { z } from 'zod';
import type { Frontmatter } from '../core/frontmatter.ts';
import type { Problem } from '../core/problem.ts';
import type { PageIdSource } from './pageIdSource.ts';
import type { PageOutline } from '../parse/outlineMdx.ts';
import type { ParsedYaml } from '../parse/parseYaml.ts';
import type { BlockSpec } from './blocks/blockSpec.ts';
import type { ImageDefinition } from './images/imageDefinition.ts';

/** Any site's data files, by name, as the engine sees them: validated, of types only the site knows. */
export type AnyData = Record<string, unknown>;

/** A page as the validators see it. */
export interface PageUnderCheck<Page extends Frontmatter = Frontmatter> {
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
export interface SiteUnderCheck<Data extends object = AnyData, Page extends Frontmatter = Frontmatter> {
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
  /** The build's clock, an ISO instant (SITE_NOW or the real time), for what is already over. */
  now: string;
  /**
   * The files the writer has just added or changed (read/changedFiles.ts: uncommitted, or on the pull
   * request's branch), relative to the root; empty outside git, and outside `npm run check`, whose
   * checks alone ask it.
   */
  changed: ReadonlySet<string>;
}

export type PageCheck<Data extends object = AnyData, Page extends Frontmatter = Frontmatter> = (page: PageUnderCheck<Page>, site: SiteUnderCheck<Data, Page>) => Problem[];
export type SiteCheck<Data extends object = AnyData, Page extends Frontmatter = Frontmatter> = (site: SiteUnderCheck<Data, Page>) => Problem[];

/** A page as written, before its frontmatter is validated: what a site's `prepareFrontmatter` reads of every page. */
export interface WrittenPage {
  /** Path from the project root, e.g. `content/index.mdx`. */
  file: string;
  route: string;
  /** The frontmatter as parsed, with positions. */
  yaml: ParsedYaml;
}

/** A check of a page's frontmatter alone, run once it passes its schema (its MDX may not parse). */
export type FrontmatterCheck<Page extends Frontmatter = Frontmatter> = (frontmatter: Page, page: WrittenPage) => Problem[];

/** The ids each referenced data file defines, by its name (`courses` → the course ids). */
export type ReferencedIds = Record<string, string[]>;

/**
 * What the validators know of a site, from its definition (scripts/engine/site.ts): its shared data
 * files and their schemas, its page kinds' schema, the blocks MDX may use, and the checks of its own
 * facts, run beside the engine's generic ones (links, images, blocks, raw HTML).
 */
export interface ContentDefinition<Data extends object = AnyData, Page extends Frontmatter = Frontmatter> {
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
  /** Checks of a page's valid frontmatter alone, run as soon as it passes its schema. */
  frontmatterChecks?: readonly FrontmatterCheck<Page>[];
  /**
   * The frontmatter a page's schema is checked against, when the site fills some in from other pages
   * (this site: a second page about an event takes its facts), or the problems that stop it. Without
   * it, the frontmatter is checked as written. `pagesByRoute` holds every page, those whose YAML does
   * not parse with an undefined `yaml.value`: a page that takes its facts from one of them answers
   * `value: undefined` and no problem, since the one mistake is reported in that page's file.
   */
  prepareFrontmatter?(page: WrittenPage, pagesByRoute: ReadonlyMap<string, WrittenPage>): { value: unknown; problems: Problem[] };
  /** The fields that name a photo and how large each is shown, so a photo too small is reported; none when absent. */
  images?: ImageDefinition;
  /** The hosts a raw `<iframe>` may show a page from; undefined (nothing checked) while the data that lists them is invalid. */
  embedHosts?(data: Partial<Data>): readonly string[] | undefined;
  /** Files the build writes beside the pages (feeds, downloads), as addresses from the site's root, which a link may name. */
  generatedFiles?(pages: readonly PageUnderCheck<Page>[]): string[];
  /** Ids the page's frontmatter puts on it (each exercise's anchor), besides those its MDX writes. */
  frontmatterIds?(page: Pick<PageUnderCheck<Page>, 'frontmatter' | 'yaml' | 'outline'>): PageIdSource[];
  /** Ids its blocks make from the frontmatter when it is built (an exercise board's tabs), for links to point at. */
  builtIds?(page: Pick<PageUnderCheck<Page>, 'frontmatter' | 'outline'>): string[];
  /**
   * When the page is about an event: its start and end (ISO instants; the site says how long one
   * lasts without an end) and the frontmatter field its start is written in. A new or changed page
   * whose event is already over is a warning there (validate/facts/pastEvents.ts); none when absent.
   */
  eventTimes?(frontmatter: Page): { start: string; end: string; field: string } | undefined;
}

