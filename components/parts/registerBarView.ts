import type { PageFrontmatter, SiteData } from '../../content/schema.ts';
import { registerBarFacts, type RegisterBarFacts } from '../../lib/registerBarFacts.ts';
import { MissingFact } from '../blocks/defineBlock.ts';
import { resolveAction, type ActionView } from '../resolveAction.ts';

/** What the phone register bar (RegisterBar.tsx) shows: its facts and the hero's first button, resolved. */
export type RegisterBarView = Omit<RegisterBarFacts, 'action'> & {
  action: ActionView;
  label: string;
  /** When registering for the page's event ends (ISO): the page's clock hides the bar from then. */
  until?: string;
};

/**
 * The bar of a course, bootcamp or event page; none for other pages. Its button is the hero's
 * first, which the page's hero block resolves too, so a button without a form to open is reported
 * there by the validator; the bar itself leaves such a page rather than fail its render. An event
 * that is over has no bar.
 */
export function registerBarView(page: { route: string | null; frontmatter: PageFrontmatter }, data: Pick<SiteData, 'courses' | 'contacts' | 'labels' | 'events' | 'nav'>): RegisterBarView | undefined {
  const facts = registerBarFacts(page.frontmatter, data.courses, data.labels);
  if (!facts) return undefined;
  try {
    const action = resolveAction(facts.action, page, data);
    // An event that is over takes no registration: no bar (and the page's clock hides it then: RegisterBar.tsx).
    const over = page.route !== null && data.events[page.route]?.phase === 'over';
    if (over) return undefined;
    // The bar goes as a whole when the event ends: its button needs no replacement of its own.
    if (action.kind === 'register' && action.afterEvent) {
      const { afterEvent, ...button } = action;
      return { ...facts, action: button, label: data.labels.registerBar, until: afterEvent.at };
    }
    return { ...facts, action, label: data.labels.registerBar };
  } catch (error) {
    if (error instanceof MissingFact) return undefined;
    throw error;
  }
}
