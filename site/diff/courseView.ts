/**
 * A course from courses.yaml as a page shows it: the fields printed by the blocks the page places
 * to present it, with the facts derived from them (the discount, seats left). A change to a course
 * is then listed only under pages that really print that field.
 */
import type { SiteData } from '../../content/schema.ts';
import { discountPercent } from '../../lib/countOf.ts';
import { viewBankAccount } from './sharedView.ts';

/** Every field a page may show of a course, in the order the diff lists them. */
const fieldOrder = ['title', 'subtitle', 'status', 'price', 'originalPrice', 'discount', 'sessions', 'supplementarySessions', 'duration',
  'timeSlots', 'startDate', 'endDate', 'location', 'maxStudents', 'currentStudents', 'seatsLeft', 'showEnrolment', 'payment', 'projects',
  'registerForm'] as const;
type CourseField = (typeof fieldOrder)[number];

/** The price tag: price, the original it replaces and the discount derived from both. */
const priceTag: CourseField[] = ['price', 'originalPrice', 'discount'];
/** An offering's facts panel (lib/offeringFacts.ts): sessions and duration, times, dates, place, seats. */
const factRows: CourseField[] = ['sessions', 'supplementarySessions', 'duration', 'timeSlots', 'startDate', 'endDate', 'location',
  'maxStudents', 'currentStudents', 'showEnrolment'];

/** What each block that presents a course prints of it. */
const blockFields: Record<string, CourseField[]> = {
  PageHero: ['status', 'title', ...priceTag, 'sessions', 'supplementarySessions', 'duration', 'startDate', 'location', 'maxStudents', 'currentStudents', 'showEnrolment'],
  OfferingFacts: ['status', ...factRows, 'price'],
  RegisterCard: ['status', 'title', ...priceTag, ...factRows],
  Packages: ['title', 'sessions', 'duration', ...priceTag],
  BankTransfer: ['payment', ...priceTag],
  CourseCard: ['status', 'title', 'subtitle', 'startDate', 'duration', 'sessions', 'supplementarySessions', 'currentStudents', 'maxStudents', 'price', 'projects'],
  ScheduleCard: ['title', 'startDate', 'endDate', 'timeSlots', 'location', 'seatsLeft'],
  ScheduleList: ['status', 'title', 'subtitle', ...priceTag, ...factRows],
};

/** Where a page names a course, and the blocks that present a course named there. */
const presenters = {
  /** A page's own `offering:`. */
  offering: ['PageHero', 'OfferingFacts', 'RegisterCard', 'Packages', 'BankTransfer'],
  /** The home page's `featuredCourse`. */
  featured: ['CourseCard', 'ScheduleCard'],
  /** The schedule page's `courses[].course`. */
  schedule: ['ScheduleList'],
} as const;

export type CoursePlace = keyof typeof presenters | 'register';

/**
 * The course `id` as the page shows it where it names it (`place`), through the blocks it uses;
 * a `register: <id>` button shows the form its dialog opens, named by the course. The id itself
 * when courses.yaml has no such entry (or did not load). `without` leaves out fields the page shows
 * elsewhere (its own curriculum's count).
 */
export function viewCourse(id: string, data: Partial<SiteData>, place: CoursePlace, blocks: ReadonlySet<string>, without: CourseField[] = []): unknown {
  const course = data.courses?.[id];
  if (!course) return id;
  const shown = new Set<CourseField>(place === 'register'
    ? ['title', 'registerForm']
    : presenters[place].filter((block) => blocks.has(block)).flatMap((block) => blockFields[block] ?? []));
  const { price, originalPrice, maxStudents, currentStudents } = course;
  const facts: Partial<Record<CourseField, unknown>> = {
    ...course,
    ...(price !== undefined && originalPrice !== undefined && { discount: discountPercent(price, originalPrice) }),
    ...(maxStudents !== undefined && currentStudents !== undefined && { seatsLeft: maxStudents - currentStudents }),
    ...(course.payment && { payment: { account: viewBankAccount(course.payment.account, data), note: course.payment.note } }),
  };
  const fields = fieldOrder.filter((field) => shown.has(field) && !without.includes(field) && facts[field] !== undefined);
  return Object.fromEntries(fields.map((field) => [field, facts[field]]));
}
