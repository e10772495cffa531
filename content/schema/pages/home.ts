/** The home page: promo strip, hero, the featured course, modules, instructors, testimonials, news and FAQ. */
import { z } from 'zod';
import { badgeText, fact, faqItem, href, iconName, isoDate, nonEmpty, personTones, type PageShapes } from '../shapes.ts';
import { baseSchema } from './base.ts';

/** Levels of the home page's modules, easiest first. */
export const moduleLevels = ['Cơ bản', 'Trung cấp', 'Nâng cao', 'Chuyên gia'] as const;

export function homePageSchema({ courseId, cta, instructorId }: PageShapes) {
  return baseSchema.extend({
    type: z.literal('home'),
    /**
     * The strip above the hero announcing an event. `date` only when `href` is not an event page;
     * an event's date is its start (lib/linkedDate.ts).
     */
    promo: z.strictObject({ href, badge: nonEmpty, date: isoDate.optional() }),
    hero: z.strictObject({
      badge: badgeText,
      /** The Lucide icon before the badge's text. */
      badgeIcon: iconName.optional(),
      actions: z.array(cta).min(1).max(2, 'phần mở đầu có tối đa 2 nút (một nút chính, một nút phụ); đặt các nút khác ở phần kêu gọi cuối trang'),
      /** This page's reading of the schedule and format, shown as chips. */
      facts: z.array(fact).max(4),
      stats: z.array(z.strictObject({ value: nonEmpty, label: nonEmpty })).max(4),
    }),
    /** The course presented in the course card and the schedule section. */
    featuredCourse: courseId,
    /** Calls to action on the course card. */
    courseActions: z.array(cta).min(1).max(2),
    benefits: z.array(z.strictObject({ icon: iconName, title: nonEmpty, description: nonEmpty })).length(10),
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
      /** Photo URL; without one, a drawn portrait seeded by the name; when it fails to load, the initials. */
      avatar: nonEmpty.optional(),
      background: z.enum(personTones),
    })).length(3),
    /** Dated like the promo: an event page's start, or `date` for any other link. */
    news: z.array(z.strictObject({ title: nonEmpty, href, tag: nonEmpty, summary: nonEmpty, date: isoDate.optional() })).min(1),
    faq: z.array(faqItem).length(6),
    contactActions: z.array(cta).min(1).max(3),
  });
}
