/**
 * An event page's facts as a calendar takes them: the one source of both its `.ics` invitation
 * (site/calendar/eventCalendar.ts) and its Google Calendar link (googleCalendarUrl.ts),
 * so the two can never disagree. An event that has started by the build's clock gets neither (hasStarted).
 */
import type { EventPage, Site } from '../content/schema.ts';
import { absoluteUrl } from './absoluteUrl.ts';
import { DEFAULT_DURATION_MS } from './eventPhase.ts';

export interface CalendarEvent {
  /**
   * The same at every build: the event's route and the site's host, so importing the invitation again
   * after the event changed updates the entry instead of adding a second one. A page with `sameEventAs`
   * takes the route it names, so both pages about one event fill in one entry.
   */
  uid: string;
  /** The page's title. */
  title: string;
  /** The page's description, then its address on a line of its own. */
  description: string;
  /** "Venue, address", or the online platform (e.g. "Zoom"). */
  location: string;
  /** The page's absolute address (site.yaml `url` + route). */
  url: string;
  /** Start and end as epoch milliseconds (the +07:00 times of the frontmatter, exactly). */
  start: number;
  end: number;
  /** Where the page's `.ics` file is served, e.g. `/workshop-ai-3x.ics`. */
  file: string;
}

/** What a calendar takes from an event page's frontmatter (with `sameEventAs` facts already merged in). */
export type CalendarFacts = Pick<EventPage, 'title' | 'description' | 'start' | 'end' | 'place' | 'sameEventAs'>;

/** Whether the event has started at `now` (the build's clock, ISO): then it is offered to no calendar. */
export function hasStarted(event: { start: string }, now: string): boolean {
  return Date.parse(event.start) <= Date.parse(now);
}

/** The event's calendar facts. */
export function calendarEvent(route: string, event: CalendarFacts, site: Pick<Site, 'url'>): CalendarEvent {
  const start = Date.parse(event.start);
  const url = absoluteUrl(site.url, route);
  return {
    uid: `${(event.sameEventAs ?? route).slice(1) || 'index'}@${new URL(site.url).host}`,
    title: event.title,
    description: `${event.description}\n\n${url}`,
    location: 'venue' in event.place ? `${event.place.venue}, ${event.place.address}` : event.place.online,
    url,
    start,
    end: event.end ? Date.parse(event.end) : start + DEFAULT_DURATION_MS,
    file: calendarFilePath(route),
  };
}

/** The `.ics` file beside the page: `/workshop-ai-3x` → `/workshop-ai-3x.ics`. */
export function calendarFilePath(route: string): string {
  return `${route === '/' ? '/index' : route}.ics`;
}
