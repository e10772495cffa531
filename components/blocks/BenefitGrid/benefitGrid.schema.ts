import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<BenefitGrid />`: the home page's `benefits`. */
export const benefitGridBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['home'],
  needs: ['benefits'],
});
