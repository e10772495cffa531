/**
 * What the link checks read of a page and of the site. A `PageUnderCheck` and a `SiteUnderCheck`
 * (pageChecks.ts) have all of it; the checks name only these fields so that pageChecks.ts can list
 * them without the two modules importing each other.
 */
import type { DataName, PageFrontmatter, PageKind, ParsedSiteData } from '../../../../content/schema.ts';
import type { PageOutline } from '../../parse/outlineMdx.ts';
import type { ParsedYaml } from '../../parse/parseYaml.ts';

export interface LinkPage {
  /** Path from the project root, e.g. `content/index.mdx`. */
  file: string;
  route: string;
  kind?: PageKind;
  /** Undefined when the frontmatter has errors of its own (already reported). */
  frontmatter?: PageFrontmatter;
  yaml: ParsedYaml;
  outline: PageOutline;
  /** The file's text (NFC, LF line ends). */
  source: string;
}

export interface LinkSite {
  root: string;
  contentDir: string;
  data: Partial<ParsedSiteData>;
  dataSources: Partial<Record<DataName, { file: string; yaml: ParsedYaml }>>;
  pages: LinkPage[];
  /** Today as the run sees it (YYYY-MM-DD), to tell which pages are out. */
  today?: string;
}
