/**
 * "Thêm vào lịch": an iCalendar invitation (`.ics`, RFC 5545) beside every event page whose event
 * has not started by the build's clock (`data.events`, from SITE_NOW), made with the `ics` package from
 * the facts calendarEvent() reads, the same ones the page's Google Calendar link carries.
 * The build writes them beside the pages and `npm run dev` serves them (siteFiles.ts).
 */
import { createEvent, type EventAttributes } from 'ics';
import type { PageFrontmatter, SiteData } from '../../content/schema.ts';
import { calendarEvent, type CalendarEvent } from '../../lib/calendarEvent.ts';
import { foldLines } from './foldLines.ts';

/** What the static server, the dev server and nginx answer a `.ics` file with. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** One `.ics` file per event page still to come: its path under the site (`/workshop-ai-3x.ics`) and its text. */
export function eventCalendarFiles(pages: { route: string; frontmatter: PageFrontmatter }[], data: Pick<SiteData, 'site' | 'now' | 'events'>): { path: string; content: string }[] {
  return pages.flatMap(({ route, frontmatter }) => {
    const event = frontmatter.type === 'event' && data.events[route]?.started === false ? calendarEvent(route, frontmatter, data.site) : undefined;
    return event ? [{ path: event.file, content: buildIcs(event, { now: data.now, productId: `-//${data.site.name}//VI` }) }] : [];
  });
}

/**
 * The invitation's text. Times are UTC instants (`DTSTART:20250823T010000Z` for 08:00 +07:00), which
 * every calendar shows in its reader's zone; DTSTAMP is the build's clock, so a rebuilt invitation is newer.
 * Lines are folded at 75 octets (foldLines.ts).
 */
export function buildIcs(event: CalendarEvent, { now, productId }: { now: string; productId: string }): string {
  // `timestamp` (DTSTAMP) is in the package's schema but not its types.
  const attributes: EventAttributes & { timestamp: number } = {
    uid: event.uid,
    productId,
    timestamp: Date.parse(now),
    title: event.title,
    description: event.description,
    location: event.location,
    url: event.url,
    start: event.start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end,
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new Error(`${event.url}: could not write its calendar file: ${error?.message ?? 'no output'}`);
  return foldLines(value);
}
