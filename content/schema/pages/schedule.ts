/** The schedule of upcoming classes: each listed course with this page's reading of its schedule. */
import { z } from 'zod';
import { nonEmpty, type PageShapes } from '../shapes.ts';
import { baseSchema } from './base.ts';

export function schedulePageSchema({ blocks, courseId, cta }: PageShapes) {
  return baseSchema.extend({
    type: z.literal('schedule'),
    ...blocks,
    courses: z.array(z.strictObject({
      course: courseId,
      /** Days of the week as this page states them, e.g. "Thứ 2 & Thứ 7". */
      schedule: nonEmpty,
      features: z.array(nonEmpty).min(1),
      highlights: z.array(nonEmpty).min(1),
      actions: z.array(cta).min(1).max(2),
    })).min(1),
  });
}
