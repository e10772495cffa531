import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<Speakers />`: the event's `speakers` as cards. */
export const speakersBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['event'],
  needs: ['speakers'],
});
