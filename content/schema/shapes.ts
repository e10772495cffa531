/**
 * Shapes written once and used by the shared data files and every page kind: dates, links,
 * figures, cards, and (built from the loaded data's ids) buttons and the lists any full-width
 * page may lay out with blocks. Messages are in Vietnamese: writers read them in `npm run check`.
 */
import { z } from 'zod';
import { lucideIcon, lucideIconNames } from '../../lib/lucideIcons.ts';
import { didYouMeanText } from '../../lib/didYouMean.ts';

/** An ISO calendar date (YYYY-MM-DD), kept as text so no time zone can shift it. */
export const isoDate = z.iso.date().meta({ description: 'Ngày dạng năm-tháng-ngày', examples: ['2025-08-13'] });
/** A site path (`/gioi-thieu`, `/#courses`) or an absolute http(s) / tel: / mailto: URL. */
export const href = z.string().regex(/^(\/|#|https?:\/\/|tel:|mailto:)/, 'cần một đường dẫn bắt đầu bằng / hoặc #, hoặc một địa chỉ bắt đầu bằng https://, tel: hay mailto:')
  .meta({ description: 'Đường dẫn trong site (bắt đầu bằng /) hoặc địa chỉ https://, tel:, mailto:', examples: ['/gioi-thieu', 'https://zalo.me/0900000000'] });
/** Text that is not blank once trimmed. */
export const nonEmpty = z.string().trim().min(1);
/** An https address, e.g. of a registration form or an embedded player. */
export const httpsUrl = z.url({ protocol: /^https$/, error: 'cần một địa chỉ bắt đầu bằng https://' })
  .meta({ description: 'Địa chỉ bắt đầu bằng https://', examples: ['https://docs.google.com/forms/d/e/MA_FORM/viewform'] });

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
export const factIssue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message, params: { rule: 'fact' } });

/** An icon by its Lucide name as lucide.dev/icons shows it, e.g. `trending-up`, `shield-check`, `rocket`. */
export const iconName = z.string().trim().refine((name) => lucideIcon(name) !== undefined, {
  error: (issue) => {
    const written = String(issue.input);
    const advice = 'dùng tên một biểu tượng Lucide viết thường có gạch nối, ví dụ "circle-check", xem https://lucide.dev/icons';
    // An emoji has no close Lucide name: suggesting one by spelling would be noise.
    if (!/[a-z]/i.test(written)) return `"${written}" không phải tên biểu tượng (emoji không dùng làm biểu tượng ở đây); ${advice}`;
    return `không có biểu tượng "${written}"; ${advice}${didYouMeanText(written, lucideIconNames)}`;
  },
}).meta({ description: 'Tên một biểu tượng Lucide, viết thường có gạch nối (https://lucide.dev/icons)', examples: ['circle-check', 'rocket'] });

/**
 * The short label above a page's headline. An emoji leading it would stand in for an icon, and the
 * site draws every icon as a Lucide line icon: the icon is named beside it in `badgeIcon`.
 */
export const badgeText = nonEmpty.refine((text) => !/^\p{Extended_Pictographic}/u.test(text), {
  error: (issue) => {
    const [emoji = ''] = String(issue.input).trim().split(/\s/, 1);
    return `"${emoji}" mở đầu nhãn: emoji không dùng làm biểu tượng ở đây; bỏ emoji khỏi badge và đặt một biểu tượng Lucide ngay dưới, ví dụ badgeIcon: rocket (xem https://lucide.dev/icons)`;
  },
});

/** A time of day range, e.g. "20:00-22:00". */
export const timeRange = z.string().regex(/^\d{1,2}:\d{2}-\d{1,2}:\d{2}$/, 'cần khung giờ dạng 18:00-20:00')
  .meta({ description: 'Khung giờ, giờ:phút-giờ:phút', examples: ['18:00-20:00'] });

/** The tint behind a person's avatar (testimonials' `background`, speakers' `color`): light tones of the site's palette. */
export const personTones = ['blue', 'purple', 'green', 'orange', 'pink', 'teal'] as const;
export type PersonTone = (typeof personTones)[number];

/** A fact shown as a chip: an icon, what it is and its value on this page. */
export const fact = z.strictObject({ icon: iconName, label: nonEmpty, value: nonEmpty });

/**
 * A figure shown in a tile: stated (`value`), counted from a list on the page (`countOf`, see
 * lib/countOf.ts), or a percentage (`percent`), which `<StatRings />` can also draw as a ring.
 */
export const stat = z.strictObject({
  icon: iconName.optional(),
  value: nonEmpty.optional(),
  countOf: nonEmpty.optional(),
  percent: z.number().min(0).max(100).optional(),
  label: nonEmpty,
}).refine((s) => [s.value, s.countOf, s.percent].filter((v) => v !== undefined).length === 1, 'cần đúng một trong các trường value, countOf hoặc percent');

export const card = z.strictObject({
  icon: iconName.optional(),
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

/** The name of a list of cards or actions, as MDX names it in `of="…"`. */
export const listName = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'cần tên viết liền kiểu camelCase: bắt đầu bằng chữ thường, chỉ gồm chữ không dấu và số, ví dụ mucTieu');

/** One session of a curriculum. */
export const session = z.strictObject({ title: nonEmpty, topics: z.array(nonEmpty).min(1) });

/** One question of an FAQ. */
export const faqItem = z.strictObject({ question: nonEmpty, answer: nonEmpty });

/** Ids that frontmatter may reference, taken from the loaded shared data. */
export interface ReferenceIds {
  instructors: string[];
  courses: string[];
  contacts: string[];
}

/**
 * `z.enum` over the ids of a data file, so an unknown id names the allowed ones. Without ids, any
 * id: the editor's JSON Schemas (jsonSchemas.ts) must not change each time a course is added.
 */
function idOf(ids: string[] | undefined, what: string, file: string) {
  if (ids === undefined) return nonEmpty.meta({ description: `id của một ${what} trong content/data/${file}` });
  const [first, ...rest] = ids;
  if (first === undefined) return z.never({ error: `chưa có ${what} nào trong content/data/${file}; thêm vào đó trước` });
  return z.enum([first, ...rest]);
}

/** The shapes that name shared data (instructors, courses, contacts), so frontmatter cannot name what does not exist. */
export function createPageShapes(ids: ReferenceIds | undefined) {
  const instructorId = idOf(ids?.instructors, 'giảng viên', 'instructors.yaml');
  const courseId = idOf(ids?.courses, 'khóa học', 'courses.yaml');
  const contactId = idOf(ids?.contacts, 'liên hệ', 'contacts.yaml');

  /**
   * A button: to a path or URL, to a shared contact, or opening a registration form in a dialog:
   * `register: <course id>` for that course's form, `register: true` for this page's event form.
   */
  const cta = z.strictObject({ label: nonEmpty, href: href.optional(), contact: contactId.optional(), register: z.union([courseId, z.literal(true)]).optional() })
    .refine((c) => [c.href, c.contact, c.register].filter((v) => v !== undefined).length === 1, 'cần đúng một trong các trường href, contact hoặc register');

  /**
   * Lists any full-width page may lay out with blocks. MDX places them by name
   * (`<CardGrid of="goals" />`), so a page adds a section without touching code.
   */
  const blocks = {
    /** The opening: badge, this page's reading of the schedule (facts) and calls to action. */
    hero: z.strictObject({
      badge: badgeText.optional(),
      /** The Lucide icon before the badge's text. */
      badgeIcon: iconName.optional(),
      facts: z.array(fact).max(6).default([]),
      /** One primary and at most one secondary button: a third one buries the first on phones. */
      actions: z.array(cta).max(2, 'phần mở đầu có tối đa 2 nút (một nút chính, một nút phụ); đặt các nút khác ở phần kêu gọi cuối trang').default([]),
      /** Quieter jumps under the buttons (text links, e.g. "Xem kiến trúc hệ thống" → #architecture). */
      links: z.array(cta).max(3).default([]),
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
    faq: z.array(faqItem).min(1).optional(),
  };

  return { instructorId, courseId, contactId, cta, blocks };
}

/** What a page kind's schema is built from. */
export type PageShapes = ReturnType<typeof createPageShapes>;
