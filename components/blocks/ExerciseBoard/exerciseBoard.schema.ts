import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/**
 * `<ExerciseBoard />`: the page's `sessions` of exercises, one tab per session, with progress.
 * Its other ids (tabs `tab-session<n>`, one per exercise) come from the frontmatter, not from props.
 */
export const exerciseBoardBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['exercises'],
  needs: ['sessions'],
  ids: () => ['exercise-progress'],
});
