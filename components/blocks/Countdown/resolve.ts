import type { z } from 'zod';
import type { PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { INITIAL, pad } from '../../../lib/countdown.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { neededFields } from '../neededFields.ts';
import type { countdownBlock } from './countdown.schema.ts';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

export interface CountdownView {
  tone: 'light' | 'dark';
  /** The event's start (ISO), which countdown.behavior.ts counts down to. */
  target: string;
  /** Each tile as the HTML shows it before the first tick. */
  tiles: { unit: (typeof units)[number]; value: string; label: string }[];
}

/** The tiles counting down to the event's start (the spec's `needs` has refused a page without `countdown: true`). */
export function resolveCountdown({ tone = 'light' }: z.infer<typeof countdownBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: SiteData): CountdownView {
  const event = neededFields(page, ['countdown', 'start']);
  return { tone, target: event.start, tiles: units.map((unit) => ({ unit, value: pad(INITIAL[unit]), label: site.labels.countdown[unit] })) };
}
