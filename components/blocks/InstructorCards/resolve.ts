import type { z } from 'zod';
import type { Instructor, PageFrontmatter, SiteData } from '../../../content/schema.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { neededFields, ruledOut } from '../neededFields.ts';
import type { instructorCardsBlock } from './instructorCards.schema.ts';

export interface InstructorCardsView {
  /** Each instructor with the id that seeds their drawn portrait. */
  instructors: (Instructor & { id: string })[];
}

/**
 * The page's instructors from instructors.yaml, in the page's order. The spec's `needs` has refused a
 * page without `instructors`, and the page's schema an id the file does not have.
 */
export function resolveInstructorCards(_props: z.infer<typeof instructorCardsBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: SiteData): InstructorCardsView {
  return {
    instructors: neededFields(page, ['instructors']).instructors.map((id) => {
      const instructor = site.instructors[id];
      if (!instructor) throw ruledOut(page, `instructor "${id}" is not in instructors.yaml`);
      return { id, ...instructor };
    }),
  };
}
