import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<ModuleList />`: the home page's `modules`, with their session ranges. */
export const moduleListBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['home'],
  needs: ['modules'],
});
