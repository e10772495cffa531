import type { z } from 'zod';
import type { PageFrontmatter, Speaker } from '../../../content/schema.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import { ruledOut } from '../neededFields.ts';
import type { speakersBlock } from './speakers.schema.ts';

export interface SpeakersView {
  /** Which list they are, for the page's scripts and tests (`data-people`). */
  of: 'speakers' | 'guests';
  people: Speaker[];
}

/** The event's `speakers`, or the list `of` names (the validator has checked the page has it). */
export function resolveSpeakers({ of = 'speakers' }: z.infer<typeof speakersBlock.props>, page: BlockPageFacts<PageFrontmatter>): SpeakersView {
  const people = frontmatterOf(page, 'event')[of];
  if (!people) throw ruledOut(page, `<Speakers of="${of}" /> without "${of}" in the frontmatter`);
  return { of, people };
}
