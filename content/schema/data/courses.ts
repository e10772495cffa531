/** The offerings (courses.yaml): what a course or bootcamp costs, when it runs and how many seats it has. */
import { z } from 'zod';
import { href, httpsUrl, iconName, isoDate, nonEmpty, timeRange } from '../shapes.ts';

/** A start date and a weekly rhythm belong to pages (each page states its own reading); these are the offering's facts. */
export const courseSchema = z.strictObject({
  title: nonEmpty,
  subtitle: nonEmpty,
  /** Price in VND, a whole number; absent while tuition is given on request. */
  price: z.number().int().positive().optional(),
  /** Price before the discount, in VND; the discount percent is derived from the two. */
  originalPrice: z.number().int().positive().optional(),
  /**
   * Number of main sessions, only for an offering without a curriculum on its page:
   * when a page lists the curriculum, the count is taken from that list.
   */
  sessions: z.number().int().positive().optional(),
  /** Extra sessions on top of the main ones. */
  supplementarySessions: z.number().int().nonnegative().default(0),
  duration: nonEmpty,
  location: nonEmpty,
  /** Daily time slots, e.g. "18:00-20:00". */
  timeSlots: z.array(timeRange).min(1).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  maxStudents: z.number().int().positive().optional(),
  currentStudents: z.number().int().nonnegative().optional(),
  /** Set to false to keep the enrolment count off the pages (the capacity still shows). */
  showEnrolment: z.boolean().default(true),
  status: z.literal('Đang tuyển sinh'),
  /** Where the offering's own page lives, when it has one. */
  href: href.optional(),
  /** The external registration form (https), opened in a dialog by register buttons. */
  registerForm: httpsUrl.optional(),
  /** Bank transfer: which account (bank-accounts.yaml) and the note to write on the transfer. */
  payment: z.strictObject({ account: nonEmpty, note: nonEmpty }).optional(),
  /** Hands-on projects built during the course. */
  projects: z.array(z.strictObject({ icon: iconName, title: nonEmpty, description: nonEmpty })).default([]),
});
export const coursesSchema = z.record(z.string(), courseSchema);

export type Course = z.infer<typeof courseSchema>;
/**
 * A course after loading: its session count is always known (stated, or counted from its page's curriculum);
 * the status it shows is the build's (site/facts/deriveFacts.ts).
 */
export type Offering = Course & {
  sessions: number;
  /** The status the pages show: `status`, or labels `offering.started` once the course has started by the build's clock. */
  shownStatus: string;
  /** While the course has not started by the build's clock: when it does (ISO), for the page's clock. */
  startsAt?: string;
};
