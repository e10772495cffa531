import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<ScheduleList />`: the schedule page's `courses`, each with its facts and buttons. */
export const scheduleListBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['schedule'],
  needs: ['courses'],
});
