/**
 * The checks run over every page once its frontmatter is validated: each takes one page (frontmatter,
 * YAML with positions, MDX outline) and the site around it, and returns the problems it finds, placed
 * at the mistake. Site checks look across pages (links between them, one address per file).
 * A new check is a small module in this folder, added to a list below.
 */
import type { Problem } from '../core/problem.ts';
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
import type { PageUnderCheck, SiteUnderCheck } from './underCheck.ts';

export type PageCheck = (page: PageUnderCheck, site: SiteUnderCheck) => Problem[];
export type SiteCheck = (site: SiteUnderCheck) => Problem[];

export const pageChecks: PageCheck[] = [checkBlocks, checkPageIds, checkPageStructure, pageLinkProblems, pageImageProblems, rawHtmlProblems, literalMarkdownProblems, publishDateProblems, moduleRangeProblems, proseFactProblems];

export const siteChecks: SiteCheck[] = [dataLinkProblems, dataImageProblems, contentFileProblems, bankTransferProblems];
