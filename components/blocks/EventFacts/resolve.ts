import type { z } from 'zod';
import type { EventPage, Labels, PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { eventTime } from '../../../lib/eventTime.ts';
import { formatVnd } from '../../../lib/formatVnd.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import type { eventFactsBlock } from './eventFacts.schema.ts';

export interface EventFact {
  /** An icon of components/icons/Icon.tsx. */
  icon: 'calendar' | 'clock' | 'mapPin' | 'chat' | 'ticket' | 'users';
  label: string;
  value: string;
  detail?: string | undefined;
}

export interface EventFactsView {
  facts: EventFact[];
}

/** The event's facts as a visitor reads them: date and weekday, time, place, price, seats. */
export function eventFacts(event: EventPage, labels: Labels): EventFact[] {
  const when = eventTime(event.start, event.end);
  const facts: EventFact[] = [
    { icon: 'calendar', label: labels.event.date, value: when.date, detail: labels.event.weekdays[when.weekday] },
    { icon: 'clock', label: labels.event.time, value: when.time, detail: labels.event.timeZone },
    'venue' in event.place
      ? { icon: 'mapPin', label: labels.event.place, value: event.place.venue, detail: event.place.address }
      : { icon: 'chat', label: labels.event.online, value: event.place.online },
    { icon: 'ticket', label: labels.event.price, value: event.price === 0 ? labels.event.free : formatVnd(event.price), detail: event.priceNote },
  ];
  if (event.seats !== undefined) facts.push({ icon: 'users', label: labels.event.seats, value: String(event.seats) });
  return facts;
}

/** The event page's facts, from its frontmatter. */
export function resolveEventFacts(_props: z.infer<typeof eventFactsBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: SiteData): EventFactsView {
  return { facts: eventFacts(frontmatterOf(page, 'event'), site.labels) };
}
