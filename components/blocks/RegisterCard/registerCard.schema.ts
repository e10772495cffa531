import { z } from 'zod';
import { ofActions } from '../ofLists.ts';
import { defineBlock } from '../defineBlock.ts';

/** `<RegisterCard of="register" />`: the page's offering with its price and facts, and the buttons of `actions.<of>`. */
export const registerCardBlock = defineBlock({
  props: z.strictObject({
    /** The group of buttons in `actions`. */
    of: z.string().min(1),
  }),
  needs: ['offering', 'actions'],
  of: ofActions,
});
