/**
 * An event's time as Vietnamese readers see it, read from the ISO text itself: every event time
 * carries +07:00, so the written date and clock time are already local and no time zone can shift them.
 */
export interface EventTime {
  /** "23/08/2025" */
  date: string;
  /** Index into the weekday names, Sunday = 0. */
  weekday: number;
  /** "08:00–12:00", or "20:00" without an end. */
  time: string;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

export function eventTime(start: string, end?: string): EventTime {
  const [, year, month, day, hour, minute] = parts(start);
  const endClock = end ? parts(end).slice(4, 6).join(':') : undefined;
  return {
    date: `${day}/${month}/${year}`,
    weekday: new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay(),
    time: endClock ? `${hour}:${minute}–${endClock}` : `${hour}:${minute}`,
  };
}

function parts(iso: string): string[] {
  const match = ISO.exec(iso);
  if (!match) throw new Error(`expected a date and time like 2025-08-08T20:00:00+07:00, got ${JSON.stringify(iso)}`);
  return [...match];
}
