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
import { pastEventProblems } from './facts/pastEvents.ts';
import { publishDateProblems } from './facts/publishDates.ts';
import { orphanPageProblems } from './links/orphanPages.ts';
import type { PageCheck, SiteCheck } from './underCheck.ts';

export const pageChecks: PageCheck[] = [checkBlocks, checkPageIds, checkPageStructure, pageLinkProblems, pageImageProblems, rawHtmlProblems, literalMarkdownProblems, publishDateProblems];

export const siteChecks: SiteCheck[] = [dataLinkProblems, dataImageProblems, contentFileProblems];

/**
 * Checks of the site as the writer leaves it, which `npm run check` runs alone, since it knows what
 * the writer has just changed (validateContent.ts's `changed`): an event already over, a page no
 * other page, menu or data entry links to. They are warnings and notes, which never stop a build,
 * and a test of another check that adds a page nothing links to stays about its own mistake.
 */
export const writerPageChecks: PageCheck[] = [pastEventProblems];

export const writerSiteChecks: SiteCheck[] = [orphanPageProblems];
