import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<Testimonials />`: the home page's `testimonials`. */
export const testimonialsBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['home'],
  needs: ['testimonials'],
});
