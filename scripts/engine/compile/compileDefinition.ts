/**
 * What the compile stage needs of a site (its part of scripts/engine/site.ts's SiteDefinition): what
 * each page's share card shows, and the icons to draw. The engine draws the cards (shareCards/) and
 * serves them at shareCardPath(route); it makes the pictures (images/).
 */
import type { Frontmatter } from '../core/frontmatter.ts';
import type { ShareCardFacts } from './shareCards/shareCardFacts.ts';

// Methods, not function-valued properties: a site states them for its own types (site.ts, defineSite).
export interface CompileDefinition<Page extends Frontmatter, Facts extends object> {
  /** What the page's share card shows, formatted; undefined for a page that names its own image. */
  shareCard(page: { route: string; frontmatter: Page }, facts: Facts): ShareCardFacts | undefined;
  /** What the not-found page's card shows, served at NOT_FOUND_CARD_PATH; without it, that page has none. */
  notFoundCard?(facts: Facts): ShareCardFacts;
  /** The address of the site's icon, if it has one, drawn as a PNG for every page without its own. */
  siteIcon(facts: Facts): string | undefined;
  /** The address of a page's own icon, if it names one (its frontmatter field, for messages, is `favicon`). */
  pageIcon(frontmatter: Page): string | undefined;
}
