import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<Agenda />`: the event's `agenda`, slot by slot. */
export const agendaBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['event'],
  needs: ['agenda'],
});
