import { z } from 'zod';
import { ofActions } from '../ofLists.ts';
import { defineBlock, slugId } from '../defineBlock.ts';

/** `<CtaBand id="dang-ky" of="final">`: the closing call to action, its copy the MDX inside. */
export const ctaBandBlock = defineBlock({
  props: z.strictObject({
    /** The band's anchor. */
    id: slugId,
    /** The group of buttons in `actions`. */
    of: z.string().min(1),
  }),
  needs: ['actions'],
  of: ofActions,
  ids: ({ id }) => [id],
});
