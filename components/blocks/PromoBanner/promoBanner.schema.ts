import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<PromoBanner>`: the strip above the home hero; badge and link from `promo`, the pitch the MDX inside. */
export const promoBannerBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['home'],
  needs: ['promo'],
});
