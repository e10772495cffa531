import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<EventFacts />`: the event's date, time, place, price and seats, from its frontmatter. */
export const eventFactsBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['event'],
  needs: ['start', 'place', 'price'],
});
