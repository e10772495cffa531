import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<NewsList />`: the home page's `news`, each dated by the event it links to. */
export const newsListBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['home'],
  needs: ['news'],
});
