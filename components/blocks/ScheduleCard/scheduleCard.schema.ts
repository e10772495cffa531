import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<ScheduleCard>`: the next class of the home page's `featuredCourse`, with the MDX inside as its copy. */
export const scheduleCardBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['home'],
  needs: ['featuredCourse'],
});
