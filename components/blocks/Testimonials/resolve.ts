import type { z } from 'zod';
import type { FrontmatterOf, Labels, PageFrontmatter } from '../../../content/schema.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import type { testimonialsBlock } from './testimonials.schema.ts';

export interface TestimonialsView {
  testimonials: FrontmatterOf<'home'>['testimonials'];
  /** After "4/5" in a rating's accessible name. */
  rating: string;
}

/** The home page's `testimonials`, with the word a rating is read with. */
export function resolveTestimonials(_props: z.infer<typeof testimonialsBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: { labels: Pick<Labels, 'rating'> }): TestimonialsView {
  return { testimonials: frontmatterOf(page, 'home').testimonials, rating: site.labels.rating };
}
