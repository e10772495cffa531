import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<Step title="…">`: a numbered step; its `<Tab>` numbers the steps in order. */
export const stepBlock = defineBlock({
  props: z.strictObject({
    /** The step's heading. */
    title: z.string().min(1),
  }),
  parent: 'Tab',
});
