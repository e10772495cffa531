/**
 * The checks run over every page once its frontmatter is validated: each takes one page (frontmatter,
 * YAML with positions, MDX outline) and the site around it, and returns the problems it finds, placed
 * at the mistake. Site checks look across pages (links between them, one address per file).
 * A new check is a small module in this folder, added to a list below.
 */
import type { DataName, PageFrontmatter, ParsedSiteData } from '../../../content/schema.ts';
import type { Problem } from '../core/problem.ts';
import type { PageOutline } from '../parse/outlineMdx.ts';
import type { ParsedYaml } from '../parse/parseYaml.ts';
import { contentFileProblems } from '../read/contentFileRules.ts';
import { checkBlocks, checkPageIds, checkPageStructure } from './blocks/blockChecks.ts';
import { dataImageProblems, pageImageProblems } from './images/imageProblems.ts';
import { dataLinkProblems, pageLinkProblems } from './links/linkChecks.ts';
import { literalMarkdownProblems } from './literalMarkdown.ts';
import { rawHtmlProblems } from './rawHtml.ts';
import { moduleRangeProblems } from './facts/moduleRanges.ts';
import { proseFactProblems } from './facts/proseFacts.ts';
import { publishDateProblems } from './facts/publishDates.ts';
import { bankTransferProblems } from './facts/bankTransfers.ts';

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

export type PageCheck = (page: PageUnderCheck, site: SiteUnderCheck) => Problem[];
export type SiteCheck = (site: SiteUnderCheck) => Problem[];

export const pageChecks: PageCheck[] = [checkBlocks, checkPageIds, checkPageStructure, pageLinkProblems, pageImageProblems, rawHtmlProblems, literalMarkdownProblems, publishDateProblems, moduleRangeProblems, proseFactProblems];

export const siteChecks: SiteCheck[] = [dataLinkProblems, dataImageProblems, contentFileProblems, bankTransferProblems];
