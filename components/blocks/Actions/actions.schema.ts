import { z } from 'zod';
import { ofActions } from '../ofLists.ts';
import { defineBlock } from '../defineBlock.ts';

/** `<Actions of="register" />`: a row of buttons from the page's `actions.<of>`. */
export const actionsBlock = defineBlock({
  props: z.strictObject({
    /** The group of buttons in `actions`. */
    of: z.string().min(1),
    /** `start` aligns the row left; centred by default. */
    align: z.enum(['center', 'start']).optional(),
  }),
  needs: ['actions'],
  of: ofActions,
});
