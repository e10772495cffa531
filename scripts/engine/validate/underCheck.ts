/**
 * A page and the site as every check sees them (pageChecks.ts lists the checks). In a module of
 * their own, so a check can name them without importing the list that imports it.
 */
import type { DataName, PageFrontmatter, ParsedSiteData } from '../../../content/schema.ts';
import type { PageOutline } from '../parse/outlineMdx.ts';
import type { ParsedYaml } from '../parse/parseYaml.ts';

/** A page as the validators see it. */
export interface PageUnderCheck {
  /** Path from the project root, e.g. `content/index.mdx`. */
  file: string;
  route: string;
  /** The frontmatter's `type`, when it names a known kind. */
  kind?: PageFrontmatter['type'];
  /** The validated frontmatter; undefined when it has errors of its own (already reported). */
  frontmatter?: PageFrontmatter;
  yaml: ParsedYaml;
  outline: PageOutline;
  /** The file's text (NFC, LF line ends), for checks that look at what was typed. */
  source: string;
}

/** Everything a check may consult besides its page. */
export interface SiteUnderCheck {
  root: string;
  contentDir: string;
  /** The shared data files that passed their schemas. */
  data: Partial<ParsedSiteData>;
  /** Each shared data file's path and parsed YAML, to place a problem in it. */
  dataSources: Partial<Record<DataName, { file: string; yaml: ParsedYaml }>>;
  /** Every page whose MDX parsed, valid frontmatter or not. */
  pages: PageUnderCheck[];
  /** Today as the build sees it (YYYY-MM-DD), for publishing dates. */
  today: string;
}
