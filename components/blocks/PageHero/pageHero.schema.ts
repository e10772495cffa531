import { z } from 'zod';
import { defineBlock, slugId } from '../defineBlock.ts';

/** `<PageHero>`: a page's opening; badge, buttons and chips from `hero`, the offering's card beside them. */
export const pageHeroBlock = defineBlock({
  props: z.strictObject({
    /** The section's anchor; `top` by default. */
    id: slugId.optional(),
  }),
  ids: ({ id = 'top' }) => [id],
});
