import { z } from 'zod';
import { defineBlock, slugId } from '../defineBlock.ts';

/** `<Tab id="…" label="…">`: one panel of `<Tabs>`, its `<Step>`s numbered in order. */
export const tabBlock = defineBlock({
  props: z.strictObject({
    /** Stable key, also the panel's anchor (`#tab-<id>`). */
    id: slugId,
    /** The tab's button text, and the panel's heading without JavaScript. */
    label: z.string().min(1),
  }),
  parent: 'Tabs',
  ids: ({ id }) => [`tab-${id}`, `tab-button-${id}`],
});
