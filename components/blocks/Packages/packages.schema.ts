import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<Packages />`: the course's `packages` (if any) and the full course at its price. */
export const packagesBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['course'],
  needs: ['offering'],
});
