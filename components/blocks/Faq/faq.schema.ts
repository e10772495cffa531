import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<Faq />`: the page's `faq`, one answer open at a time. */
export const faqBlock = defineBlock({
  props: z.strictObject({}),
  needs: ['faq'],
});
