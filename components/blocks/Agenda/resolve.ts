import type { z } from 'zod';
import type { PageFrontmatter } from '../../../content/schema.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { neededFields } from '../neededFields.ts';
import type { agendaBlock } from './agenda.schema.ts';

export interface AgendaView {
  /** Each slot with its time as read ("08:00–08:30"). */
  slots: { time: string; title: string; note?: string | undefined }[];
}

/** The event's `agenda`, slot by slot (the spec's `needs` has refused a page without one). */
export function resolveAgenda(_props: z.infer<typeof agendaBlock.props>, page: BlockPageFacts<PageFrontmatter>): AgendaView {
  const { agenda } = neededFields(page, ['agenda']);
  return { slots: agenda.map((slot) => ({ time: slot.time.replace('-', '–'), title: slot.title, note: slot.note })) };
}
