import { z } from 'zod';
import { ofCountable } from '../ofLists.ts';
import { defineBlock } from '../defineBlock.ts';

/** `<Count of="exercises" />`: a number in prose counted from a list on the page (lib/countOf.ts). */
export const countBlock = defineBlock({
  props: z.strictObject({
    /** `curriculum`, `exercises`, `instructors` or a list in `cards`. */
    of: z.string().min(1),
  }),
  of: ofCountable,
});
