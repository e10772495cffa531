/** A setup guide: tabs of numbered steps written in MDX, with stats, quick links and troubleshooting cards. */
import { z } from 'zod';
import type { PageShapes } from '../shapes.ts';
import { baseSchema } from './base.ts';

export function guidePageSchema({ blocks }: PageShapes) {
  return baseSchema.extend({ type: z.literal('guide'), ...blocks });
}
