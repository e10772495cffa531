/** A course page: an offering with its full curriculum; may sell it in packages of sessions. */
import { z } from 'zod';
import { factIssue, nonEmpty, type PageShapes } from '../shapes.ts';
import { baseSchema } from './base.ts';
import { checkHeroRegisters } from './heroRegisters.ts';

export function coursePageSchema({ blocks, courseId }: PageShapes) {
  return baseSchema.extend({
    type: z.literal('course'),
    ...blocks,
    offering: courseId,
    curriculum: blocks.curriculum.unwrap(),
    /** Packages of some of the sessions, each at its own price (VND). */
    packages: z.array(z.strictObject({
      name: nonEmpty,
      detail: nonEmpty,
      /** Session numbers included, from the curriculum. */
      sessions: z.array(z.number().int().positive()).min(1),
      price: z.number().int().positive(),
      originalPrice: z.number().int().positive(),
    })).optional(),
  }).superRefine((page, ctx) => {
    checkHeroRegisters(page.hero, page.offering, ctx);
    const sessions = page.curriculum.reduce((total, block) => total + block.sessions.length, 0);
    page.packages?.forEach((item, index) => {
      if (item.price >= item.originalPrice) factIssue(ctx, ['packages', index, 'originalPrice'], `giá gói ${item.price} không thấp hơn giá gốc ${item.originalPrice}; giá gốc phải cao hơn giá gói`);
      const missing = item.sessions.filter((number) => number > sessions);
      if (missing.length > 0) factIssue(ctx, ['packages', index, 'sessions'], `buổi ${missing.join(', ')} không có trong lộ trình (lộ trình có ${sessions} buổi)`);
    });
  });
}
