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
/** Minutes since midnight of "H:MM". */
const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};
/** Whether a range like "8:00-10:00" starts before it ends. */
export const rangeIsForward = (range: string) => {
  const [from = '', to = ''] = range.split('-');
  return minutesOf(from) < minutesOf(to);
};
/** An issue of fact sanity (rule `fact` in `npm run check`), located at `path`. */
const factIssue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message, params: { rule: 'fact' } });

/** A time of day range, e.g. "20:00-22:00". */
const timeRange = z.string().regex(/^\d{1,2}:\d{2}-\d{1,2}:\d{2}$/, 'expected a time range like 18:00-20:00');

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
  /** Hosts allowed in iframes (forms, video players), e.g. docs.google.com. */
  embedHosts: z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'expected a host name such as docs.google.com')).min(1),
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
  /** The short nav of event landing pages, and the label of its register button. */
  landing: z.strictObject({ links: z.array(navLink).min(1), register: nonEmpty }),
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
  registerForm: z.url({ protocol: /^https$/, error: 'expected an https:// URL' }).optional(),
  /** Bank transfer: which account (bank-accounts.yaml) and the note to write on the transfer. */
  payment: z.strictObject({ account: nonEmpty, note: nonEmpty }).optional(),
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
  /** Facts of an offering, as its cards and panels name them. */
  offering: z.strictObject({
    duration: nonEmpty,
    schedule: nonEmpty,
    time: nonEmpty,
    enrolled: nonEmpty,
    capacity: nonEmpty,
    status: nonEmpty,
    originalPrice: nonEmpty,
    /** Before the derived percent, e.g. "Giảm" in "Giảm 30%". */
    discount: nonEmpty,
    /** After a count of students, e.g. "học viên". */
    students: nonEmpty,
  }),
  bank: z.strictObject({
    heading: nonEmpty,
    holder: nonEmpty,
    bank: nonEmpty,
    number: nonEmpty,
    note: nonEmpty,
    qrAlt: nonEmpty,
  }),
  /** Copy-to-clipboard buttons: the action and the 2-second confirmation. */
  copy: nonEmpty,
  copied: nonEmpty,
  /** Shown under a register button's dialog while the form loads. */
  formLoading: nonEmpty,
  exercises: z.strictObject({
    details: nonEmpty,
    collapse: nonEmpty,
    markDone: nonEmpty,
    done: nonEmpty,
    objectives: nonEmpty,
    steps: nonEmpty,
    deliverable: nonEmpty,
    resources: nonEmpty,
    solution: nonEmpty,
    download: nonEmpty,
    /** Opens the sample solution where the page cannot show it inline (no JavaScript). */
    view: nonEmpty,
    progress: nonEmpty,
    /** After a count, e.g. "bài tập". */
    exercises: nonEmpty,
    /** After a duration in minutes, e.g. "phút". */
    minutes: nonEmpty,
  }),
  /** The step heading prefix in guides, e.g. "Bước". */
  step: nonEmpty,
  countdown: z.strictObject({ days: nonEmpty, hours: nonEmpty, minutes: nonEmpty, seconds: nonEmpty }),
  event: z.strictObject({
    date: nonEmpty,
    time: nonEmpty,
    timeZone: nonEmpty,
    place: nonEmpty,
    online: nonEmpty,
    price: nonEmpty,
    free: nonEmpty,
    seats: nonEmpty,
    agenda: nonEmpty,
    /** The replay's play button. */
    play: nonEmpty,
    tags: nonEmpty,
    /** Weekday names, Sunday first. */
    weekdays: z.array(nonEmpty).length(7),
  }),
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
type ParsedData = { [K in DataName]: z.infer<(typeof dataSchemas)[K]> };
/** The shared data as pages see it, with derived facts filled in (see scripts/engine/derive/deriveFacts.ts). */
export type SiteData = Omit<ParsedData, 'courses'> & {
  courses: Record<string, Offering>;
  /** When each event page's event happens, by route (derived from the pages; see deriveFacts.ts). */
  events: Record<string, EventTiming>;
};
export interface EventTiming {
  start: string;
  end?: string;
}
export type ParsedSiteData = ParsedData;
export type Site = z.infer<typeof siteSchema>;
export type Labels = z.infer<typeof labelsSchema>;
export type NavItem = z.infer<typeof navItem>;
export type NavLink = z.infer<typeof navLink>;
export type Contact = z.infer<typeof contactSchema>;
export type Instructor = z.infer<typeof instructorSchema>;
export type Course = z.infer<typeof courseSchema>;
/** A course after loading: its session count is always known (stated, or counted from its page's curriculum). */
export type Offering = Course & { sessions: number };
export type BankAccount = z.infer<typeof bankAccountSchema>;

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
/** Exercise difficulties, easiest first (shown green, yellow, red). */
export const exerciseDifficulties = ['Cơ bản', 'Trung bình', 'Nâng cao'] as const;

export function createPageSchema(ids: ReferenceIds) {
  const instructorId = idOf(ids.instructors, 'instructors');
  const courseId = idOf(ids.courses, 'courses');
  const contactId = idOf(ids.contacts, 'contacts');

  /**
   * A button: to a path or URL, to a shared contact, or opening a registration form in a dialog:
   * `register: <course id>` for that course's form, `register: true` for this page's event form.
   */
  const cta = z.strictObject({ label: nonEmpty, href: href.optional(), contact: contactId.optional(), register: z.union([courseId, z.literal(true)]).optional() })
    .refine((c) => [c.href, c.contact, c.register].filter((v) => v !== undefined).length === 1, 'expected exactly one of href, contact or register');

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
    /** A draft is built by `npm run dev` only: never in the production build, search, sitemap or menus. */
    draft: z.boolean().default(false),
    /** The page appears from this date on (YYYY-MM-DD, Vietnam time); before it, it is left out like a draft. */
    publishDate: isoDate.optional(),
    /** The page is taken down from this date on. */
    unpublishDate: isoDate.optional(),
  });

  /** A page of prose only, laid out by its MDX. */
  const page = base.extend({ type: z.literal('page') });

  const fact = z.strictObject({ icon: nonEmpty, label: nonEmpty, value: nonEmpty });
  /**
   * A figure shown in a tile: stated (`value`), counted from a list on the page (`countOf`, see
   * lib/countOf.ts), or a percentage (`percent`), which `<StatRings />` can also draw as a ring.
   */
  const stat = z.strictObject({
    icon: nonEmpty.optional(),
    value: nonEmpty.optional(),
    countOf: nonEmpty.optional(),
    percent: z.number().min(0).max(100).optional(),
    label: nonEmpty,
  }).refine((s) => [s.value, s.countOf, s.percent].filter((v) => v !== undefined).length === 1, 'expected exactly one of value, countOf or percent');
  const card = z.strictObject({
    icon: nonEmpty.optional(),
    title: nonEmpty,
    description: nonEmpty.optional(),
    /** Bullet points (features, topics), or steps in a numbered grid. */
    items: z.array(nonEmpty).optional(),
    /** Makes the card a link. */
    href: href.optional(),
    /** A picture for the card; when it fails to load, the icon shows instead. */
    image: nonEmpty.optional(),
    /** A small badge on the card. */
    tag: nonEmpty.optional(),
  });
  const listName = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'expected a name in camelCase, e.g. platforms');
  const session = z.strictObject({ title: nonEmpty, topics: z.array(nonEmpty).min(1) });

  /**
   * Lists any full-width page may lay out with blocks. MDX places them by name
   * (`<CardGrid of="goals" />`), so a page adds a section without touching code.
   */
  const blocks = {
    /** The opening: badge, this page's reading of the schedule (facts) and calls to action. */
    hero: z.strictObject({
      badge: nonEmpty.optional(),
      facts: z.array(fact).max(6).default([]),
      actions: z.array(cta).max(3).default([]),
    }).optional(),
    /** The course or bootcamp this page presents (courses.yaml): price, dates, seats and form come from there. */
    offering: courseId.optional(),
    /** This page's reading of the weekly schedule, e.g. "Thứ 2 & Thứ 7" (pages may state it differently). */
    schedule: nonEmpty.optional(),
    instructors: z.array(instructorId).min(1).optional(),
    stats: z.array(stat).min(1).max(6).optional(),
    /** Named lists of cards: audiences, platforms, goals, workflows, quick links… */
    cards: z.record(listName, z.array(card).min(1)).optional(),
    /** Named groups of calls to action, placed with `<Actions of="final" />`. */
    actions: z.record(listName, z.array(cta).min(1).max(3)).optional(),
    /** Blocks of sessions (e.g. two weeks each); sessions are numbered across blocks and counted, never typed. */
    curriculum: z.array(z.strictObject({
      label: nonEmpty.optional(),
      title: nonEmpty.optional(),
      sessions: z.array(session).min(1),
    })).min(1).optional(),
    faq: z.array(z.strictObject({ question: nonEmpty, answer: nonEmpty })).min(1).optional(),
  };

  /** A full-width page assembled from blocks, with no offering of its own (about, instructors). */
  const landing = base.extend({ type: z.literal('landing'), ...blocks });

  /** A course page: an offering with its full curriculum; may sell it in packages of sessions. */
  const course = base.extend({
    type: z.literal('course'),
    ...blocks,
    offering: courseId,
    curriculum: blocks.curriculum.unwrap(),
    /** Packages of some of the sessions, each at its own price (VND). */
    packages: z.array(z.strictObject({
      name: nonEmpty,
      detail: nonEmpty,
      /** Session numbers included, from the curriculum. */
      sessions: z.array(z.number().int().positive()).min(1),
      price: z.number().int().positive(),
      originalPrice: z.number().int().positive(),
    })).optional(),
  }).superRefine((page, ctx) => {
    const sessions = page.curriculum.reduce((total, block) => total + block.sessions.length, 0);
    page.packages?.forEach((item, index) => {
      if (item.price >= item.originalPrice) factIssue(ctx, ['packages', index, 'originalPrice'], `the package price ${item.price} is not below its original ${item.originalPrice}`);
      const missing = item.sessions.filter((number) => number > sessions);
      if (missing.length > 0) factIssue(ctx, ['packages', index, 'sessions'], `session ${missing.join(', ')} is not in the curriculum (${sessions} sessions)`);
    });
  });

  /** A bootcamp page: a short paid offering, always with a hero, a curriculum and its instructor. */
  const bootcamp = base.extend({
    type: z.literal('bootcamp'),
    ...blocks,
    offering: courseId,
    hero: blocks.hero.unwrap(),
    curriculum: blocks.curriculum.unwrap(),
    instructors: blocks.instructors.unwrap(),
  });

  /** The schedule of upcoming classes: each listed course with this page's reading of its schedule. */
  const schedule = base.extend({
    type: z.literal('schedule'),
    ...blocks,
    courses: z.array(z.strictObject({
      course: courseId,
      /** Days of the week as this page states them, e.g. "Thứ 2 & Thứ 7". */
      schedule: nonEmpty,
      features: z.array(nonEmpty).min(1),
      highlights: z.array(nonEmpty).min(1),
      actions: z.array(cta).min(1).max(2),
    })).min(1),
  });

  const difficulty = z.enum(exerciseDifficulties);
  /** Practice exercises grouped by session, with progress kept in the visitor's browser. */
  const exercises = base.extend({
    type: z.literal('exercises'),
    ...blocks,
    sessions: z.array(z.strictObject({
      title: nonEmpty,
      exercises: z.array(z.strictObject({
        /** `ex<session>-<n>`, e.g. ex1-2; also the key progress is remembered by. */
        id: z.string().regex(/^ex\d+-\d+$/, 'expected an id like ex1-1'),
        title: nonEmpty,
        difficulty,
        /** Expected time in minutes. */
        minutes: z.number().int().positive(),
        description: nonEmpty,
        objectives: z.array(nonEmpty).min(1),
        steps: z.array(z.strictObject({ task: nonEmpty, instruction: nonEmpty, deliverable: nonEmpty })).min(1),
        resources: z.array(nonEmpty).min(1),
        /** The sample solution; its download button saves it as `fileName`. */
        solution: z.strictObject({ fileName: z.string().regex(/^[\w.-]+\.\w+$/, 'expected a file name like ex1-1.json'), content: nonEmpty }),
      })).min(1),
    })).min(1),
  });

  /** A setup guide: tabs of numbered steps written in MDX, with stats, quick links and troubleshooting cards. */
  const guide = base.extend({ type: z.literal('guide'), ...blocks });

  /** A time in Vietnam: ISO date and time with its +07:00 offset, so no reader's time zone can move it. */
  const vietnamTime = z.string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?\+07:00$/, 'expected a time in Vietnam, ending in +07:00 (e.g. 2025-08-08T20:00:00+07:00)')
    .refine((text) => !Number.isNaN(Date.parse(text)), 'expected a real date and time');
  /** An event: talk, workshop, webinar or online session, with its facts typed. */
  const event = base.extend({
    type: z.literal('event'),
    ...blocks,
    /**
     * Another page about the same event (a landing page for a webinar): its facts listed in
     * `sharedEventFacts` come from that page and are not repeated here (scripts/engine/validate/sameEvent.ts).
     */
    sameEventAs: z.string().regex(/^\/[^#?\s]*$/, 'expected the route of an event page, e.g. /webinar-mt5-bot').optional(),
    /**
     * How the page is framed: `standard` under the site's top bar; `presentation` for showing on a
     * screen (no top bar or links away, the logo only); `landing` with its own short nav.
     */
    variant: z.enum(['standard', 'presentation', 'landing']).default('standard'),
    start: vietnamTime,
    end: vietnamTime.optional(),
    /** Where: a venue (name and address) or an online platform. */
    place: z.union([
      z.strictObject({ venue: nonEmpty, address: nonEmpty }),
      z.strictObject({ online: nonEmpty }),
    ]),
    /** Ticket price in VND; 0 for a free event. */
    price: z.number().int().nonnegative(),
    /** What comes with the ticket, e.g. a free sample EA. */
    priceNote: nonEmpty.optional(),
    seats: z.number().int().positive().optional(),
    /** How to register: an external form (https; opened in a dialog by `register: true` buttons) and/or a chat. */
    registration: z.strictObject({
      form: z.url({ protocol: /^https$/, error: 'expected an https:// URL' }).optional(),
      contact: contactId.optional(),
    }).refine((r) => r.form !== undefined || r.contact !== undefined, 'expected a form, a contact or both'),
    /** Show a countdown to the start (webinars). */
    countdown: z.boolean().default(false),
    /** Programme of the day, in order; times as "08:00-08:30". */
    agenda: z.array(z.strictObject({ time: timeRange, title: nonEmpty, note: nonEmpty.optional() })).optional(),
    speakers: z.array(z.strictObject({
      name: nonEmpty,
      title: nonEmpty,
      company: nonEmpty.optional(),
      topics: z.array(nonEmpty).default([]),
      /** Photo URL; when it fails to load, `emoji` is shown instead. */
      avatar: nonEmpty.optional(),
      emoji: nonEmpty,
      color: z.enum(testimonialBackgrounds),
    })).optional(),
    /** A voluntary donation or ticket payment by bank transfer: account id and transfer note. */
    donation: z.strictObject({ account: nonEmpty, note: nonEmpty }).optional(),
    /** A recorded session: the player loads only when the visitor presses play. */
    replay: z.strictObject({
      /** The player's embed URL (https). */
      embed: z.url({ protocol: /^https$/, error: 'expected an https:// URL' }),
      /** Where to watch it without the embedded player. */
      watch: z.url({ protocol: /^https?$/ }),
      poster: nonEmpty,
      title: nonEmpty,
    }).optional(),
    /** Keywords shown as tags. */
    tags: z.array(nonEmpty).optional(),
  }).superRefine((event, ctx) => {
    if (event.end && Date.parse(event.end) <= Date.parse(event.start)) factIssue(ctx, ['end'], `ends at ${event.end}, not after it starts (${event.start})`);
    event.agenda?.forEach((slot, index) => {
      if (!rangeIsForward(slot.time)) factIssue(ctx, ['agenda', index, 'time'], `"${slot.time}" does not start before it ends`);
    });
  });

  const home = base.extend({
    type: z.literal('home'),
    /** The strip above the hero announcing an event. */
    /** `date` only when `href` is not an event page; an event's date is its start (lib/linkedDate.ts). */
    promo: z.strictObject({ href, badge: nonEmpty, date: isoDate.optional() }),
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
    /** Dated like the promo: an event page's start, or `date` for any other link. */
    news: z.array(z.strictObject({ title: nonEmpty, href, tag: nonEmpty, summary: nonEmpty, date: isoDate.optional() })).min(1),
    faq: z.array(z.strictObject({ question: nonEmpty, answer: nonEmpty })).length(6),
    contactActions: z.array(cta).min(1).max(3),
  });

  return z.discriminatedUnion('type', [page, home, landing, course, bootcamp, schedule, exercises, guide, event]);
}

/** The facts of an event that a second page about it (`sameEventAs`) takes from the first. */
export const sharedEventFacts = ['start', 'end', 'place', 'price', 'priceNote', 'seats', 'countdown', 'registration', 'instructors', 'agenda', 'speakers'] as const;

export type PageFrontmatter = z.infer<ReturnType<typeof createPageSchema>>;
export type PageKind = PageFrontmatter['type'];
export type FrontmatterOf<K extends PageKind> = Extract<PageFrontmatter, { type: K }>;
export type CallToAction = FrontmatterOf<'home'>['contactActions'][number];
export type Card = NonNullable<FrontmatterOf<'landing'>['cards']>[string][number];
export type Stat = NonNullable<FrontmatterOf<'landing'>['stats']>[number];
export type Curriculum = NonNullable<FrontmatterOf<'landing'>['curriculum']>;
export type Exercise = FrontmatterOf<'exercises'>['sessions'][number]['exercises'][number];
export type EventPage = FrontmatterOf<'event'>;
export type Speaker = NonNullable<EventPage['speakers']>[number];
