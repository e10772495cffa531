import type { PageFrontmatter, SiteData } from '../../content/schema.ts';
import { registerBarFacts, type RegisterBarFacts } from '../../lib/registerBarFacts.ts';
import { MissingFact } from '../blocks/defineBlock.ts';
import { resolveAction, type ActionView } from '../resolveAction.ts';

/** What the phone register bar (RegisterBar.tsx) shows: its facts and the hero's first button, resolved. */
export type RegisterBarView = Omit<RegisterBarFacts, 'action'> & { action: ActionView; label: string };

/**
 * The bar of a course, bootcamp or event page; none for other pages. Its button is the hero's
 * first, which the page's hero block resolves too, so a button without a form to open is reported
 * there by the validator; the bar itself leaves such a page rather than fail its render.
 */
export function registerBarView(page: { route: string | null; frontmatter: PageFrontmatter }, data: Pick<SiteData, 'courses' | 'contacts' | 'labels'>): RegisterBarView | undefined {
  const facts = registerBarFacts(page.frontmatter, data.courses, data.labels);
  if (!facts) return undefined;
  try {
    return { ...facts, action: resolveAction(facts.action, page, data), label: data.labels.registerBar };
  } catch (error) {
    if (error instanceof MissingFact) return undefined;
    throw error;
  }
}
