import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<StatTiles />`: the page's `stats` as tiles. */
export const statTilesBlock = defineBlock({
  props: z.strictObject({}),
  needs: ['stats'],
});
