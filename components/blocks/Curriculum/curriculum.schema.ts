import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<Curriculum />`: the page's `curriculum`, sessions numbered across its blocks. */
export const curriculumBlock = defineBlock({
  props: z.strictObject({}),
  needs: ['curriculum'],
});
