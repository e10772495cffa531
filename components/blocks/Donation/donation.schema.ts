import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<Donation />`: the event's `donation` account and transfer note. */
export const donationBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['event'],
  needs: ['donation'],
});
