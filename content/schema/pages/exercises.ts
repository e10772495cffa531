/** Practice exercises grouped by session, with progress kept in the visitor's browser. */
import { z } from 'zod';
import { nonEmpty, type PageShapes } from '../shapes.ts';
import { baseSchema } from './base.ts';

/** Exercise difficulties, easiest first (shown green, yellow, red). */
export const exerciseDifficulties = ['Cơ bản', 'Trung bình', 'Nâng cao'] as const;

export function exercisesPageSchema({ blocks }: PageShapes) {
  return baseSchema.extend({
    type: z.literal('exercises'),
    ...blocks,
    sessions: z.array(z.strictObject({
      title: nonEmpty,
      exercises: z.array(z.strictObject({
        /** `ex<session>-<n>`, e.g. ex1-2; also the key progress is remembered by. */
        id: z.string().regex(/^ex\d+-\d+$/, 'cần id dạng ex<số buổi>-<số thứ tự>, ví dụ ex1-1'),
        title: nonEmpty,
        difficulty: z.enum(exerciseDifficulties),
        /** Expected time in minutes. */
        minutes: z.number().int().positive(),
        description: nonEmpty,
        objectives: z.array(nonEmpty).min(1),
        steps: z.array(z.strictObject({ task: nonEmpty, instruction: nonEmpty, deliverable: nonEmpty })).min(1),
        resources: z.array(nonEmpty).min(1),
        /** The sample solution; its download button saves it as `fileName`. */
        solution: z.strictObject({
          fileName: z.string().regex(/^[\w.-]+\.\w+$/, 'cần tên tệp không dấu, không dấu cách, có phần đuôi, ví dụ ex1-1.json'),
          content: nonEmpty,
        }),
      })).min(1),
    })).min(1),
  });
}
