import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<CourseCard />`: the home page's `featuredCourse` with its facts, projects and `courseActions`. */
export const courseCardBlock = defineBlock({
  props: z.strictObject({}),
  kinds: ['home'],
  needs: ['featuredCourse', 'courseActions'],
});
