import type { EventTiming } from '../../content/schema.ts';
import { linkedDate } from '../../lib/linkedDate.ts';

/**
 * The day a dated link (the home page's promo and news) stands for (lib/linkedDate.ts), or undefined
 * when it has none: an undated link to a page that does not exist. The link check reports that one
 * where it is written, and the derived facts every other undated link (derive/deriveFacts.ts), so a
 * block does not report it a second time.
 */
export function dayOfLink(link: { href: string; date?: string | undefined }, events: Record<string, EventTiming>): string | undefined {
  return link.date !== undefined || link.href in events ? linkedDate(link, events) : undefined;
}
