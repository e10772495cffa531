import type { EventPage, SiteData } from '../../content/schema.ts';
import { calendarEvent } from '../../lib/calendarEvent.ts';
import { googleCalendarUrl } from '../../lib/googleCalendarUrl.ts';

/** What AddToCalendar.tsx draws: the page's .ics file and the Google Calendar link, with their words. */
export interface CalendarLinks {
  /** The page's .ics file, e.g. `/workshop-ai-3x.ics`. */
  file: string;
  google: string;
  labels: { addToCalendar: string; googleCalendar: string; newTab: string };
}

/**
 * The links for an event that has not started by the build's clock, both from the same facts
 * (lib/calendarEvent.ts); none once it has started, when the build emits no file either. The derived
 * fact (`events`), not the clock, so the page's HTML changes only when the event starts.
 */
export function calendarLinks(route: string, event: EventPage, data: Pick<SiteData, 'events' | 'site' | 'labels'>): CalendarLinks | undefined {
  if (data.events[route]?.started !== false) return undefined;
  const calendar = calendarEvent(route, event, data.site);
  const { addToCalendar, googleCalendar, newTab } = data.labels.event;
  return { file: calendar.file, google: googleCalendarUrl(calendar), labels: { addToCalendar, googleCalendar, newTab } };
}
