/** A bootcamp page: a short paid offering, always with a hero, a curriculum and its instructor. */
import { z } from 'zod';
import type { PageShapes } from '../shapes.ts';
import { baseSchema } from './base.ts';
import { checkHeroRegisters } from './heroRegisters.ts';

export function bootcampPageSchema({ blocks, courseId }: PageShapes) {
  return baseSchema.extend({
    type: z.literal('bootcamp'),
    ...blocks,
    offering: courseId,
    hero: blocks.hero.unwrap(),
    curriculum: blocks.curriculum.unwrap(),
    instructors: blocks.instructors.unwrap(),
  }).superRefine((page, ctx) => checkHeroRegisters(page.hero, page.offering, ctx));
}
