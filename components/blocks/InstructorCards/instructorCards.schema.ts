import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<InstructorCards />`: the page's `instructors` (instructors.yaml, by id). */
export const instructorCardsBlock = defineBlock({
  props: z.strictObject({}),
  needs: ['instructors'],
});
