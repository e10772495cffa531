import { z } from 'zod';
import { defineBlock, slugId } from '../defineBlock.ts';

/** `<ContactBand id="lien-he">`: the home page's closing call to action with its `contactActions`. */
export const contactBandBlock = defineBlock({
  props: z.strictObject({
    /** The band's anchor. */
    id: slugId,
  }),
  kinds: ['home'],
  needs: ['contactActions'],
  ids: ({ id }) => [id],
});
