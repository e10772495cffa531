/**
 * Every content schema: the shared data files in content/data/ and the
 * frontmatter of each page kind. Types are inferred from here, never written twice.
 * Page schemas are built from the loaded data so a reference to an
 * instructor, course or contact must name an id that exists.
 */
import { z } from 'zod';

/** An ISO calendar date (YYYY-MM-DD), kept as text so no time zone can shift it. */
const isoDate = z.iso.date();
/** A site path (`/gioi-thieu`, `/#courses`) or an absolute http(s) / tel: / mailto: URL. */
const href = z.string().regex(/^(\/|#|https?:\/\/|tel:|mailto:)/, 'expected a path starting with / or #, or an http(s), tel: or mailto: URL');
const nonEmpty = z.string().trim().min(1);

// ── Shared data (content/data/*.yaml) ──────────────────────────────────────

export const siteSchema = z.strictObject({
  /** Brand shown in the top bar, footer and page titles. */
  name: nonEmpty,
  /** Short mark shown in the logo badge. */
  logoMark: nonEmpty.max(3),
  /** Public origin used for canonical and Open Graph URLs, without a trailing slash. */
  url: z.url().regex(/[^/]$/, 'expected no trailing slash'),
  /** Default favicon for pages that do not set their own. */
  favicon: nonEmpty,
  /** Default social-sharing image. */
  ogImage: nonEmpty,
  /** Open Graph locale. */
  locale: nonEmpty,
  /** Copyright year printed in the footer. */
  copyrightYear: z.number().int().min(2000),
  /** One-line description under the brand in the footer. */
  tagline: nonEmpty,
});

const navLink = z.strictObject({ label: nonEmpty, href });
const navItem = z.union([
  navLink,
  z.strictObject({ label: nonEmpty, items: z.array(navLink).min(1) }),
  /** A menu entry that opens a shared contact (external, new tab). */
  z.strictObject({ label: nonEmpty, contact: nonEmpty }),
]);
export const navSchema = z.strictObject({
  /** Top bar entries in order; an entry with `items` is a dropdown. */
  main: z.array(navItem).min(1),
});

export const contactSchema = z.strictObject({
  /** How the link is shown. */
  label: nonEmpty,
  /** Where it goes: a chat or group URL (opens in a new tab), tel: or mailto:. */
  href,
  /** Human-readable value, e.g. the phone number as people write it. */
  display: nonEmpty.optional(),
});
export const contactsSchema = z.record(z.string(), contactSchema);

export const bankAccountSchema = z.strictObject({
  holder: nonEmpty,
  bank: nonEmpty,
  number: nonEmpty,
  /** Image of the transfer QR code. */
  qrImage: nonEmpty,
});
export const bankAccountsSchema = z.record(z.string(), bankAccountSchema);

export const instructorSchema = z.strictObject({
  name: nonEmpty,
  title: nonEmpty,
  /** Photo URL; when it is missing or fails, the initials are shown. */
  avatar: nonEmpty.optional(),
  /** Badge shown on instructor cards (e.g. Lead, Expert). */
  badge: nonEmpty.optional(),
  bio: nonEmpty,
  expertise: z.array(nonEmpty).min(1),
});
export const instructorsSchema = z.record(z.string(), instructorSchema);

export const courseSchema = z.strictObject({
  title: nonEmpty,
  subtitle: nonEmpty,
  /** Price in VND, a whole number. */
  price: z.number().int().positive(),
  /** Number of main sessions. */
  sessions: z.number().int().positive(),
  /** Extra sessions on top of the main ones. */
  supplementarySessions: z.number().int().nonnegative().default(0),
  duration: nonEmpty,
  location: nonEmpty,
  /** Daily time slots, e.g. "18:00-20:00". */
  timeSlots: z.array(z.string().regex(/^\d{1,2}:\d{2}-\d{1,2}:\d{2}$/, 'expected a time range like 18:00-20:00')).min(1),
  startDate: isoDate,
  endDate: isoDate,
  maxStudents: z.number().int().positive(),
  currentStudents: z.number().int().nonnegative(),
  status: z.literal('Đang tuyển sinh'),
  /** Where the course's own page lives. */
  href,
  /** Hands-on projects built during the course. */
  projects: z.array(z.strictObject({ icon: nonEmpty, title: nonEmpty, description: nonEmpty })).default([]),
});
export const coursesSchema = z.record(z.string(), courseSchema);

export const platformsSchema = z.array(z.strictObject({ name: nonEmpty, href: href.optional() })).min(1);

/** Interface wording that is not part of any one page. */
export const labelsSchema = z.strictObject({
  skipToContent: nonEmpty,
  search: nonEmpty,
  searchPlaceholder: nonEmpty,
  searchEmpty: nonEmpty,
  searchHint: nonEmpty,
  close: nonEmpty,
  openMenu: nonEmpty,
  mainNav: nonEmpty,
  footerPlatforms: nonEmpty,
  footerContact: nonEmpty,
  footerLinks: nonEmpty,
  copyright: nonEmpty,
  notFoundTitle: nonEmpty,
  notFoundHeading: nonEmpty,
  notFoundBody: nonEmpty,
  notFoundHome: nonEmpty,
  notFoundLog: nonEmpty,
  price: nonEmpty,
  startDate: nonEmpty,
  seats: nonEmpty,
  sessions: nonEmpty,
  supplementarySessions: nonEmpty,
  rating: nonEmpty,
  /** Prefix of a session range, e.g. "Buổi" in "Buổi 1–4". */
  sessionRange: nonEmpty,
  endDate: nonEmpty,
  timeSlots: nonEmpty,
  location: nonEmpty,
  seatsLeft: nonEmpty,
  readMore: nonEmpty,
});

/** Each shared data file, by its file name in content/data/. */
export const dataSchemas = {
  site: siteSchema,
  nav: navSchema,
  contacts: contactsSchema,
  'bank-accounts': bankAccountsSchema,
  instructors: instructorsSchema,
  courses: coursesSchema,
  platforms: platformsSchema,
  labels: labelsSchema,
} as const;

export type DataName = keyof typeof dataSchemas;
export type SiteData = { [K in DataName]: z.infer<(typeof dataSchemas)[K]> };
export type Site = z.infer<typeof siteSchema>;
export type Labels = z.infer<typeof labelsSchema>;
export type NavItem = z.infer<typeof navItem>;
export type NavLink = z.infer<typeof navLink>;
export type Contact = z.infer<typeof contactSchema>;
export type Instructor = z.infer<typeof instructorSchema>;
export type Course = z.infer<typeof courseSchema>;

// ── Page frontmatter ───────────────────────────────────────────────────────

/** Ids that frontmatter may reference, taken from the loaded shared data. */
export interface ReferenceIds {
  instructors: string[];
  courses: string[];
  contacts: string[];
}

/** `z.enum` over the ids of a data file, so an unknown id names the allowed ones. */
function idOf(ids: string[], what: string) {
  const [first, ...rest] = ids;
  if (first === undefined) return z.never({ error: `no ${what} are defined in content/data` });
  return z.enum([first, ...rest]);
}

const testimonialBackgrounds = ['blue', 'purple', 'green', 'orange', 'pink', 'teal'] as const;
export const moduleLevels = ['Cơ bản', 'Trung cấp', 'Nâng cao', 'Chuyên gia'] as const;

export function createPageSchema(ids: ReferenceIds) {
  const instructorId = idOf(ids.instructors, 'instructors');
  const courseId = idOf(ids.courses, 'courses');
  const contactId = idOf(ids.contacts, 'contacts');

  const cta = z.strictObject({ label: nonEmpty, href: href.optional(), contact: contactId.optional() })
    .refine((c) => (c.href === undefined) !== (c.contact === undefined), 'expected exactly one of href or contact');

  /** Fields every page has, whatever its kind. */
  const base = z.strictObject({
    /** Page title: the <title> and the search result text. */
    title: nonEmpty.max(90),
    /** Meta and social description, ideally 50–160 characters. */
    description: nonEmpty.max(200),
    /** Page-specific favicon; the site's when absent. */
    favicon: nonEmpty.optional(),
    /** Social-sharing image; the site's when absent. */
    ogImage: nonEmpty.optional(),
    /** Set to false to leave the page out of the search index. */
    searchable: z.boolean().default(true),
  });

  /** A page of prose only, laid out by its MDX. */
  const page = base.extend({ type: z.literal('page') });

  const home = base.extend({
    type: z.literal('home'),
    /** The strip above the hero announcing an event. */
    promo: z.strictObject({ date: isoDate, href, badge: nonEmpty }),
    hero: z.strictObject({
      badge: nonEmpty,
      actions: z.array(cta).min(1).max(3),
      /** This page's reading of the schedule and format, shown as chips. */
      facts: z.array(z.strictObject({ icon: nonEmpty, label: nonEmpty, value: nonEmpty })).max(4),
      stats: z.array(z.strictObject({ value: nonEmpty, label: nonEmpty })).max(4),
    }),
    /** The course presented in the course card and the schedule section. */
    featuredCourse: courseId,
    /** Calls to action on the course card. */
    courseActions: z.array(cta).min(1).max(2),
    benefits: z.array(z.strictObject({ icon: nonEmpty, title: nonEmpty, description: nonEmpty })).length(10),
    modules: z.array(z.strictObject({
      /** First and last session of the module, inclusive. */
      sessions: z.tuple([z.number().int().positive(), z.number().int().positive()]),
      title: nonEmpty,
      level: z.enum(moduleLevels),
      topics: z.array(nonEmpty).min(1),
    })).length(6),
    instructors: z.array(instructorId).min(1),
    testimonials: z.array(z.strictObject({
      name: nonEmpty,
      role: nonEmpty,
      content: nonEmpty,
      rating: z.number().int().min(1).max(5),
      avatar: nonEmpty,
      background: z.enum(testimonialBackgrounds),
    })).length(3),
    news: z.array(z.strictObject({ title: nonEmpty, date: isoDate, href, tag: nonEmpty, summary: nonEmpty })).min(1),
    faq: z.array(z.strictObject({ question: nonEmpty, answer: nonEmpty })).length(6),
    contactActions: z.array(cta).min(1).max(3),
  });

  return z.discriminatedUnion('type', [page, home]);
}

export type PageFrontmatter = z.infer<ReturnType<typeof createPageSchema>>;
export type PageKind = PageFrontmatter['type'];
export type FrontmatterOf<K extends PageKind> = Extract<PageFrontmatter, { type: K }>;
export type CallToAction = FrontmatterOf<'home'>['contactActions'][number];
