import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<Replay />`: the event's recorded session (`replay`), its player loaded on click. */
export const replayBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['event'],
  needs: ['replay'],
});
