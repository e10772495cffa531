import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<Note>`: a highlighted tip; its copy is the MDX inside. */
export const noteBlock = defineBlock({
  props: z.strictObject({}),
});
