import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<OfferingFacts />`: every fact of the page's offering (courses.yaml), with the page's `schedule` if any. */
export const offeringFactsBlock = defineBlock({
  props: z.strictObject({}),
  needs: ['offering'],
});
