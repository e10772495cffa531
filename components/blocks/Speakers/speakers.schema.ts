import { z } from 'zod';
import { ofPeople } from '../ofLists.ts';
import { defineBlock } from '../defineBlock.ts';

/** `<Speakers />`: the event's `speakers` as cards; `<Speakers of="guests" />` its special `guests`. */
export const speakersBlock = defineBlock({
  props: z.strictObject({
    /** Which list of people: `speakers` unless named. */
    of: z.enum(['speakers', 'guests']).optional(),
  }),
  kinds: ['event'],
  needs: ['speakers'],
  of: ofPeople,
});
