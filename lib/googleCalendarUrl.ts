/**
 * A link that opens Google Calendar's "new event" form filled in with the event's facts
 * (the same facts as its .ics file; see calendarEvent.ts). Times are UTC instants (`…Z`),
 * so the visitor's own time zone shows them correctly.
 */
import type { CalendarEvent } from './calendarEvent.ts';

const RENDER_URL = 'https://calendar.google.com/calendar/render';

export function googleCalendarUrl(event: CalendarEvent): string {
  const parameters = [
    ['action', 'TEMPLATE'],
    ['text', encodeURIComponent(event.title)],
    // The slash between start and end is part of the format, not a character to encode.
    ['dates', `${utcStamp(event.start)}/${utcStamp(event.end)}`],
    ['details', encodeURIComponent(event.description)],
    ['location', encodeURIComponent(event.location)],
  ];
  return `${RENDER_URL}?${parameters.map(([name, value]) => `${name}=${value}`).join('&')}`;
}

/** `20250823T010000Z`: the basic ISO form both Google Calendar and iCalendar use. */
export function utcStamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}
