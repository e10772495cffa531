/**
 * What the block checks read of a page. A `PageUnderCheck` (pageChecks.ts) has all of it; the checks
 * name only these fields so that pageChecks.ts can list them without the two modules importing each other.
 */
import type { PageFrontmatter, PageKind } from '../../../../content/schema.ts';
import type { PageOutline } from '../../parse/outlineMdx.ts';
import type { ParsedYaml } from '../../parse/parseYaml.ts';

export interface BlockPage {
  /** Path from the project root, e.g. `content/index.mdx`. */
  file: string;
  kind?: PageKind;
  /** Undefined when the frontmatter has errors of its own (already reported). */
  frontmatter?: PageFrontmatter;
  yaml: ParsedYaml;
  outline: PageOutline;
  /** The file's text (NFC, LF line ends). */
  source: string;
}
