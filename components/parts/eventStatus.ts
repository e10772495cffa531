/** An event's status chip (EventStatusChip.tsx) as the build sees it, with each phase's span for the page's clock. */
import type { Labels, SiteData } from '../../content/schema.ts';
import { EVENT_PHASES, phaseSpans, type EventPhase, type EventTimes, type TimeSpan } from '../../lib/eventPhase.ts';

export interface EventStatusView {
  phases: { phase: EventPhase; text: string; span: TimeSpan; shown: boolean }[];
}

/** The chip of the event at `route`; its phase by the build's clock (site/facts/deriveFacts.ts), "upcoming" if unknown. */
export function eventStatus(route: string, times: EventTimes, site: Pick<SiteData, 'events'> & { labels: { event: Pick<Labels['event'], 'phase'> } }): EventStatusView {
  const now = site.events[route]?.phase ?? 'upcoming';
  const spans = phaseSpans(times);
  // A phase the build has seen pass cannot come back on a later clock: only it and those after it are written.
  const later = EVENT_PHASES.slice(EVENT_PHASES.indexOf(now));
  return { phases: later.map((phase) => ({ phase, text: site.labels.event.phase[phase], span: spans[phase], shown: phase === now })) };
}
