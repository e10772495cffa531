/** A full-width page assembled from blocks, with no offering of its own (about, instructors). */
import { z } from 'zod';
import type { PageShapes } from '../shapes.ts';
import { baseSchema } from './base.ts';

export function landingPageSchema({ blocks }: PageShapes) {
  return baseSchema.extend({ type: z.literal('landing'), ...blocks });
}
