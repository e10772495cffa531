/**
 * Which pages get a share card, where it is served and what it shows: what the site's definition
 * says of each page (its `shareCard`), at the page's shareCardPath.
 */
import type { Frontmatter } from '../../core/frontmatter.ts';
import type { CompileDefinition } from '../compileDefinition.ts';
import type { ShareCardFacts } from './shareCardFacts.ts';
import { shareCardPath } from './shareCardPath.ts';

export interface PageCard {
  /** Where it is served, e.g. `/share/lich-khai-giang.png`. */
  path: string;
  facts: ShareCardFacts;
}

export function pageCards<Page extends Frontmatter, Facts extends object>(definition: Pick<CompileDefinition<Page, Facts>, 'shareCard'>, pages: { route: string; frontmatter: Page }[], data: Facts): PageCard[] {
  return pages.flatMap((page) => {
    const facts = definition.shareCard(page, data);
    return facts ? [{ path: shareCardPath(page.route), facts }] : [];
  });
}
