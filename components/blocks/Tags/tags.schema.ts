import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<Tags />`: the event's `tags`. */
export const tagsBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['event'],
  needs: ['tags'],
});
