import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<EventHero>`: an event page's opening, with its date, time, place and price (and countdown, if set). */
export const eventHeroBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['event'],
  needs: ['start', 'place', 'price'],
  ids: () => ['top'],
});
