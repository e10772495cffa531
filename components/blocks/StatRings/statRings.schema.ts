import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<StatRings />`: the page's `stats` with a `percent`, drawn as rings. */
export const statRingsBlock = defineBlock({
  props: z.strictObject({}),
  needs: ['stats'],
});
