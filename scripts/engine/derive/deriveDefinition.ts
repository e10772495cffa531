/**
 * What the derive stage needs of a site (its part of scripts/engine/site.ts's SiteDefinition): the
 * facts computed from its validated content, and the files it publishes beside its pages. The engine
 * passes them through without knowing their shape: `Facts` is the data as the site's pages read it.
 */
import type { Frontmatter } from '../core/frontmatter.ts';
import type { Problem } from '../core/problem.ts';
import type { ParsedYaml } from '../parse/parseYaml.ts';
import type { ContentPage } from '../validate/contentPage.ts';

/** A shared data file's path and parsed YAML, to place a problem in it. */
export interface DataSource {
  file: string;
  yaml: ParsedYaml;
}

/** What derive may consult besides the data and the valid pages. */
export interface DeriveContext {
  /** Each shared data file by its name, to place a problem in it. */
  dataSources: Partial<Record<string, DataSource>>;
  /** The build's clock, an ISO instant (SITE_NOW, or the time the content was read). */
  now: string;
  /**
   * The frontmatter of each page left out for a mistake of its own (its YAML, schema or MDX), as
   * written: what it names is already reported there, and not again as missing.
   */
  failedPages: unknown[];
}

/** A site's derived facts, and the problems found while computing them (each at its line). */
export interface Derived<Facts> {
  data: Facts;
  problems: Problem[];
}

/** A file the site publishes beside its pages, by its path under the site (`/feed.xml`). */
export interface SiteFile {
  path: string;
  content: string;
  /** The Content-Type the dev server answers it with. */
  type: string;
}

/** A page as the files beside the pages are made from it. */
export interface PublishedPage<Page extends Frontmatter = Frontmatter> {
  route: string;
  frontmatter: Page;
  /** Text of the MDX's Markdown headings. */
  headings: string[];
}

// Methods, not function-valued properties: a site's definition states them for its own types, which
// the engine hands it (scripts/engine/site.ts, defineSite).
export interface DeriveDefinition<Data extends object, Page extends Frontmatter, Facts extends object> {
  /** The facts the pages read, computed from the validated data and pages, so none is typed twice. */
  derive(data: Data, pages: ContentPage<Page>[], context: DeriveContext): Derived<Facts>;
  /** The site's own address (`https://example.com`), for the sitemap and robots.txt, and to find its own files in absolute URLs. */
  siteUrl(facts: Facts): string;
  /** The facts as visitors get them when the pages at `hidden` routes are left out (unpublished): menus without links to them. */
  withoutPages(facts: Facts, hidden: ReadonlySet<string>): Facts;
  /** The files the site publishes beside the given pages (feeds, search index, downloads, invitations). */
  files(pages: PublishedPage<Page>[], facts: Facts): SiteFile[];
}
