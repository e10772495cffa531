/**
 * The checks of a page's body, before anything renders, as listed in pageChecks.ts: its blocks and
 * their props (blockElementProblems.ts), its ids, and its structure (some content, one main heading).
 */
import type { Problem } from '../../core/problem.ts';
import type { BlockPage } from './blockPage.ts';
import type { SiteUnderCheck } from '../underCheck.ts';
import { blockElementProblems } from './blockElementProblems.ts';
import { duplicateIdProblems } from './duplicateIdProblems.ts';
import { emptyBodyProblem } from './emptyBodyProblem.ts';
import { h1Problems } from './h1Problems.ts';

export function checkBlocks(page: BlockPage, site: Pick<SiteUnderCheck, 'definition'>): Problem[] {
  return blockElementProblems(page, site.definition.blocks);
}

export function checkPageIds(page: BlockPage, site: Pick<SiteUnderCheck, 'definition'>): Problem[] {
  return duplicateIdProblems(page, site.definition.blocks, site.definition.frontmatterIds?.(page) ?? []);
}

/** An empty page is one mistake, not also a page without its main heading. */
export function checkPageStructure(page: BlockPage): Problem[] {
  const empty = emptyBodyProblem(page);
  return empty ? [empty] : h1Problems(page);
}
