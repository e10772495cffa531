import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<Countdown />`: tiles counting down to the event's start; the page sets `countdown: true`. */
export const countdownBlock = defineBlock({
  props: z.strictObject({
    /** `dark` on a dark background (as in `<EventHero>`); `light` by default. */
    tone: z.enum(['light', 'dark']).optional(),
  }),
  kinds: ['event'],
  needs: ['countdown', 'start'],
});
