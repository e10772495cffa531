/**
 * Where an event stands at a given moment: before its start, between its start and its end (without
 * an `end`, two hours, as in calendars), or after it. The build decides it by its clock (SITE_NOW), the
 * page again by the visitor's as it loads (renderer/shell/pageClock.ts), from the instants here.
 */
/** Without an `end`, an event lasts two hours, in calendars too (calendarEvent.ts): the length of most of the site's events. */
export const DEFAULT_DURATION_MS = 2 * 3_600_000;

export const EVENT_PHASES = ['upcoming', 'live', 'over'] as const;
export type EventPhase = (typeof EVENT_PHASES)[number];

/** An event's times as its page states them (ISO, +07:00). */
export interface EventTimes {
  start: string;
  end?: string | undefined;
}

/** When the event ends (ISO): its `end`, else two hours after its start. */
export function eventEnd({ start, end }: EventTimes): string {
  return end ?? new Date(Date.parse(start) + DEFAULT_DURATION_MS).toISOString();
}

/** The phase at `now` (epoch milliseconds). */
export function eventPhase(times: EventTimes, now: number): EventPhase {
  if (now < Date.parse(times.start)) return 'upcoming';
  return now < Date.parse(eventEnd(times)) ? 'live' : 'over';
}

/** Each phase's span as a page's clock reads it (`from` inclusive, `until` exclusive; ISO instants). */
export function phaseSpans(times: EventTimes): Record<EventPhase, TimeSpan> {
  const end = eventEnd(times);
  return { upcoming: { until: times.start }, live: { from: times.start, until: end }, over: { from: end } };
}

/** A span of time, open at either side. */
export interface TimeSpan {
  from?: string;
  until?: string;
}

/** Whether `now` (epoch milliseconds) lies in the span. */
export function inSpan({ from, until }: TimeSpan, now: number): boolean {
  return (from === undefined || Date.parse(from) <= now) && (until === undefined || now < Date.parse(until));
}
