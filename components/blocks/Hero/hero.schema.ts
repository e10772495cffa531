import { z } from 'zod';
import { defineBlock, slugId } from '../defineBlock.ts';

/** `<Hero id="home">`: the home page's opening; badge, buttons, chips and figures from `hero`. */
export const heroBlock = defineBlock({
  props: z.strictObject({
    /** The section's anchor (the menu links to `#home`). */
    id: slugId,
  }),
  kinds: ['home'],
  needs: ['hero'],
  ids: ({ id }) => [id],
});
