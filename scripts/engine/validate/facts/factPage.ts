/**
 * What the fact checks read of a page and of the site. A `FactPage` and a `FactSite`
 * (pageChecks.ts) have all of it; the checks name only these fields so that pageChecks.ts can list
 * them without the modules importing each other.
 */
import type { DataName, PageFrontmatter, ParsedSiteData } from '../../../../content/schema.ts';
import type { PageOutline } from '../../parse/outlineMdx.ts';
import type { ParsedYaml } from '../../parse/parseYaml.ts';

export interface FactPage {
  /** Path from the project root, e.g. `content/index.mdx`. */
  file: string;
  route: string;
  /** Undefined when the frontmatter has errors of its own (already reported). */
  frontmatter?: PageFrontmatter;
  yaml: ParsedYaml;
  outline: PageOutline;
}

export interface FactSite {
  /** The shared data files that passed their schemas. */
  data: Partial<ParsedSiteData>;
  dataSources: Partial<Record<DataName, { file: string; yaml: ParsedYaml }>>;
  pages: FactPage[];
  /** Today as the build sees it (YYYY-MM-DD). */
  today: string;
}
