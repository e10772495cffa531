/**
 * The engine's own checks, run over every page once its frontmatter is validated: each takes one page
 * (frontmatter, YAML with positions, MDX outline) and the site around it, and returns the problems it
 * finds, placed at the mistake. Site checks look across pages (links between them, one address per
 * file). A site's checks of its own facts come after these, from its definition.
 * A new check is a small module in this folder, added to a list below.
 */
import { contentFileProblems } from '../read/contentFileRules.ts';
import { checkBlocks, checkPageIds, checkPageStructure } from './blocks/blockChecks.ts';
import { dataImageProblems, pageImageProblems } from './images/imageProblems.ts';
import { dataLinkProblems, pageLinkProblems } from './links/linkChecks.ts';
import { literalMarkdownProblems } from './literalMarkdown.ts';
import { rawHtmlProblems } from './rawHtml.ts';
import { publishDateProblems } from './facts/publishDates.ts';
import type { PageCheck, SiteCheck } from './underCheck.ts';

export const pageChecks: PageCheck[] = [checkBlocks, checkPageIds, checkPageStructure, pageLinkProblems, pageImageProblems, rawHtmlProblems, literalMarkdownProblems, publishDateProblems];

export const siteChecks: SiteCheck[] = [dataLinkProblems, dataImageProblems, contentFileProblems];
