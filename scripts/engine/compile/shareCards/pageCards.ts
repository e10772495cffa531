/**
 * Which pages get a share card, where it is served and what it shows: what the site's definition
 * says of each page (its `shareCard`), at the page's shareCardPath.
 */
import type { Frontmatter } from '../../core/frontmatter.ts';
import type { CompileDefinition } from '../compileDefinition.ts';
import type { ShareCardFacts } from './shareCardFacts.ts';
import { NOT_FOUND_CARD_PATH, shareCardPath } from './shareCardPath.ts';

export interface PageCard {
  /** Where it is served, e.g. `/share/lich-khai-giang.png`. */
  path: string;
  facts: ShareCardFacts;
}

/** Every page's card, then the not-found page's when the site says what it shows. */
export function pageCards<Page extends Frontmatter, Facts extends object>(definition: Pick<CompileDefinition<Page, Facts>, 'shareCard' | 'notFoundCard'>, pages: { route: string; frontmatter: Page }[], data: Facts): PageCard[] {
  const cards = pages.flatMap((page) => {
    const facts = definition.shareCard(page, data);
    return facts ? [{ path: shareCardPath(page.route), facts }] : [];
  });
  const notFound = definition.notFoundCard?.(data);
  return notFound ? [...cards, { path: NOT_FOUND_CARD_PATH, facts: notFound }] : cards;
}
