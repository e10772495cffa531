import type { EventTiming } from '../content/schema.ts';

/**
 * The day a dated link (the home page's promo and news) stands for: the start of the event page it
 * links to, in Vietnam (starts are written with +07:00, so their date part is the local day), or
 * the link's own date when it points elsewhere. The content check guarantees one of the two.
 */
export function linkedDate(link: { href: string; date?: string | undefined }, events: Record<string, EventTiming>): string {
  const date = events[link.href]?.start.slice(0, 10) ?? link.date;
  if (date === undefined) throw new Error(`${link.href} is not an event page and the link has no date`);
  return date;
}
