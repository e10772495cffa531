import type { EventPage, Labels } from '../../../content/schema.ts';
import { eventTime } from '../../../lib/eventTime.ts';
import { formatVnd } from '../../../lib/formatVnd.ts';
import { Icon, type IconName } from '../../icons/Icon.tsx';
import { useFrontmatter, useSite } from '../../SiteContext.tsx';

export interface EventFact {
  icon: IconName;
  label: string;
  value: string;
  detail?: string;
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

/** The event's facts as cards: date, time, place, price and seats. */
export function EventFacts() {
  const event = useFrontmatter('event');
  const { labels } = useSite().data;
  return (
    <dl className="mx-auto mt-10 grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
      {eventFacts(event, labels).map((fact) => (
        <div key={fact.label} className="rounded-2xl border border-ink-200 bg-white p-5 shadow-card">
          <dt className="flex items-center gap-2 text-sm text-ink-500"><Icon name={fact.icon} className="size-4 text-brand-600" />{fact.label}</dt>
          <dd className="mt-2 text-lg font-bold text-ink-900">{fact.value}</dd>
          {fact.detail && <dd className="mt-0.5 text-sm text-ink-600">{fact.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
