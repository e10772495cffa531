import type { EventPage, Labels } from '../../../content/schema.ts';
import { eventTime } from '../../../lib/eventTime.ts';
import { formatVnd } from '../../../lib/formatVnd.ts';

/** What EventPoster.tsx draws, each fact as the poster shows it. */
export interface EventPosterView {
  /** "Tháng" and the month's two digits. */
  month: { label: string; value: string };
  day: string;
  weekday: string;
  time: string;
  place: string;
  address?: string | undefined;
  /** The price, or the free label when 0. */
  price: string;
  /** How many speakers talk, when any do. */
  speakers?: { count: number; label: string } | undefined;
  /** The first two tags. */
  tags: string[];
}

/** An event's poster facts: the big day and month from `start`, weekday and time, place, price, speakers and tags. */
export function eventPoster(event: EventPage, labels: Labels): EventPosterView {
  const when = eventTime(event.start, event.end);
  const [day = '', month = ''] = when.date.split('/');
  const speakers = event.speakers?.length ?? 0;
  return {
    month: { label: labels.heroVisual.month, value: month },
    day,
    weekday: labels.event.weekdays[when.weekday] ?? '',
    time: when.time,
    place: 'venue' in event.place ? event.place.venue : event.place.online,
    address: 'venue' in event.place ? event.place.address : undefined,
    price: event.price === 0 ? labels.event.free : formatVnd(event.price),
    speakers: speakers > 0 ? { count: speakers, label: labels.heroVisual.speakers } : undefined,
    tags: event.tags?.slice(0, 2) ?? [],
  };
}
