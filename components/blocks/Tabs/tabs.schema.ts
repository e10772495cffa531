import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<Tabs>`: tabs over the `<Tab>` panels inside it; the first is active. */
export const tabsBlock = defineBlock({
  props: z.strictObject({}),
});
