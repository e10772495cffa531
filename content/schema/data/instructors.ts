/** The people who teach (instructors.yaml); pages name them by id. */
import { z } from 'zod';
import { nonEmpty } from '../shapes.ts';

export const instructorSchema = z.strictObject({
  name: nonEmpty,
  /** Role shown under the name. */
  title: nonEmpty,
  /** Photo URL; without one, a drawn portrait seeded by the id; when it fails to load, the initials. */
  avatar: nonEmpty.optional(),
  /** Badge shown on instructor cards (e.g. Lead, Expert). */
  badge: nonEmpty.optional(),
  bio: nonEmpty,
  expertise: z.array(nonEmpty).min(1),
});
export const instructorsSchema = z.record(z.string(), instructorSchema);

export type Instructor = z.infer<typeof instructorSchema>;
