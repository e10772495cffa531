/**
 * For calendar tests (unit and browser): an `.ics` invitation read back by a real iCalendar parser
 * (ical.js), and what it must say, worked out from the page's frontmatter on its own terms, so a
 * test compares the file with the facts rather than with the code that wrote it.
 */
import ICAL from 'ical.js';
import type { EventPage } from '../../content/schema.ts';

/** An invitation's fields; times as epoch milliseconds. */
export interface Invitation {
  summary: string;
  start: number;
  end: number;
  location: string;
  description: string;
  url: string;
  uid: string;
  stamp: number;
}

/** The one event of an `.ics` text, as a calendar app reads it; throws when it is not one valid event. */
export function readInvitation(text: string): Invitation {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
  const [component] = events as [ICAL.Component];
  const event = new ICAL.Event(component);
  const time = (name: string) => {
    const value = component.getFirstPropertyValue(name);
    if (!(value instanceof ICAL.Time)) throw new Error(`${name.toUpperCase()} is missing or not a date-time`);
    return value.toJSDate().getTime();
  };
  return {
    summary: event.summary,
    start: event.startDate.toJSDate().getTime(),
    end: event.endDate.toJSDate().getTime(),
    location: event.location,
    description: event.description,
    url: String(component.getFirstPropertyValue('url')),
    uid: event.uid,
    stamp: time('dtstamp'),
  };
}

/** What the invitation of the event page at `route` must say, from its frontmatter and site.yaml `url`. */
export function expectedInvitation(route: string, event: EventPage, siteUrl: string): Omit<Invitation, 'stamp'> {
  const url = `${siteUrl}${route}`;
  const start = Date.parse(event.start);
  return {
    summary: event.title,
    start,
    end: event.end ? Date.parse(event.end) : start + 2 * 3_600_000,
    location: 'venue' in event.place ? `${event.place.venue}, ${event.place.address}` : event.place.online,
    description: `${event.description}\n\n${url}`,
    url,
    uid: `${(event.sameEventAs ?? route).slice(1)}@${new URL(siteUrl).host}`,
  };
}
