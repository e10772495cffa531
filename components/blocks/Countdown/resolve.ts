import type { z } from 'zod';
import type { PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { pad, timeLeft } from '../../../lib/countdown.ts';
import { eventEnd } from '../../../lib/eventPhase.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import { neededFields } from '../neededFields.ts';
import type { countdownBlock } from './countdown.schema.ts';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

export interface CountdownView {
  tone: 'light' | 'dark';
  /** The event's start (ISO), which countdown.behavior.ts counts down to. */
  target: string;
  /** Each tile as the HTML shows it before the first tick: the time left by the build's clock. */
  tiles: { unit: (typeof units)[number]; value: string; label: string }[];
  /** Under the tiles once the event is over ("Sự kiện đã diễn ra"): shown from its end (ISO), by the build's clock and the page's. */
  over: { text: string; from: string; shown: boolean };
}

/**
 * The tiles counting down to the event's start (the spec's `needs` has refused a page without
 * `countdown: true`), as of the build's clock (`now`): the page's HTML shows the true time left
 * when it was built, zeros once the event has started.
 */
export function resolveCountdown({ tone = 'light' }: z.infer<typeof countdownBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: Pick<SiteData, 'labels' | 'now' | 'events'>): CountdownView {
  const event = neededFields(page, ['countdown', 'start']);
  const left = timeLeft(Date.parse(event.start), Date.parse(site.now));
  const end = eventEnd(frontmatterOf(page, 'event'));
  return {
    tone,
    target: event.start,
    tiles: units.map((unit) => ({ unit, value: pad(left[unit]), label: site.labels.countdown[unit] })),
    over: { text: site.labels.countdown.over, from: end, shown: site.events[page.route]?.phase === 'over' },
  };
}
