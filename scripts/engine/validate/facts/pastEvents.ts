/**
 * An event already over, by the check's clock (SITE_NOW or the real time): on a page the writer has
 * just added or changed it is most likely a date copied from last year's page, so it is a warning at
 * the start, with the same day in the first year still to come. The other pages about events gone by
 * are the site's archive: one note each, summed up on the report's line of warning kinds
 * ("10 sự kiện đã diễn ra"). Which pages are events, and where their start is written, the site's
 * definition says (`eventTimes`, with the end it gives an event without one); a page that takes its
 * time from another is counted on that one.
 */
import { formatDate } from '../../../../lib/formatDate.ts';
import type { Problem } from '../../core/problem.ts';
import { siteToday } from '../contentRules.ts';
import type { PageUnderCheck, SiteUnderCheck } from '../underCheck.ts';

/** The report's words for the notes on events gone by. */
const PAST_EVENTS_TALLY = 'sự kiện đã diễn ra';

export function pastEventProblems(page: Pick<PageUnderCheck, 'file' | 'frontmatter' | 'yaml'>, site: Pick<SiteUnderCheck, 'definition' | 'now' | 'today' | 'changed'>): Problem[] {
  const times = page.frontmatter && site.definition.eventTimes?.(page.frontmatter);
  const now = Date.parse(site.now);
  if (!times || now < Date.parse(times.end)) return [];
  const written = page.yaml.value;
  if (typeof written !== 'object' || written === null || !(times.field in written)) return [];
  const at = { file: page.file, ...page.yaml.locate([times.field]).position, rule: 'past-event', field: times.field };
  const ended = `kết thúc ngày ${formatDate(siteToday(times.end))}`;
  if (!site.changed.has(page.file)) return [{ ...at, severity: 'note', tally: PAST_EVENTS_TALLY, message: `sự kiện đã diễn ra (${ended})` }];
  const next = sameDayToCome(times.start, now);
  return [{
    ...at, severity: 'warning', listed: true,
    message: `sự kiện này đã diễn ra: ${ended}, trước hôm nay (${formatDate(site.today)}). Nếu là sự kiện sắp tới, sửa ngày${next ? `, ví dụ cùng ngày năm ${next.slice(0, 4)}: ${next}` : ''}${'end' in written ? ' (và end)' : ''}; nếu trang giữ lại một sự kiện đã qua thì để nguyên`,
  }];
}

/** `start` as written, moved to the first later year in which it is still to come (a 29 February only to a leap year). */
function sameDayToCome(start: string, now: number): string | undefined {
  const year = Number(start.slice(0, 4));
  for (let later = year + 1; later <= year + 8; later += 1) {
    const moved = `${later}${start.slice(4)}`;
    const instant = new Date(moved);
    if (!Number.isNaN(instant.getTime()) && instant.getTime() > now && sameCalendarDay(moved, instant)) return moved;
  }
  return undefined;
}

/** Whether the instant still falls on the day written (JavaScript turns 2027-02-29 into 1 March). */
function sameCalendarDay(written: string, instant: Date): boolean {
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(written);
  const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  return new Date(instant.getTime() + minutes * 60_000).toISOString().slice(0, 10) === written.slice(0, 10);
}
