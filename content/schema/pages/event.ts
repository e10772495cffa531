/** An event: talk, workshop, webinar or online session, with its facts typed. */
import { z } from 'zod';
import { factIssue, httpsUrl, nonEmpty, personTones, rangeIsForward, timeRange, type PageShapes } from '../shapes.ts';
import { baseSchema } from './base.ts';
import { checkHeroRegisters } from './heroRegisters.ts';

/** The facts of an event that a second page about it (`sameEventAs`) takes from the first. */
export const sharedEventFacts = ['start', 'end', 'place', 'price', 'priceNote', 'seats', 'countdown', 'registration', 'instructors', 'agenda', 'speakers'] as const;

/** A time in Vietnam: ISO date and time with its +07:00 offset, so no reader's time zone can move it. */
const vietnamTime = z.string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?\+07:00$/, 'cần ngày giờ Việt Nam có đuôi +07:00, ví dụ 2025-08-08T20:00:00+07:00')
  .refine((text) => !Number.isNaN(Date.parse(text)), 'ngày giờ này không có thật; kiểm tra lại ngày, tháng và giờ');

/** A speaker or guest of an event: who they are, what they talk about, and their avatar. */
const person = z.strictObject({
  name: nonEmpty,
  title: nonEmpty,
  company: nonEmpty.optional(),
  topics: z.array(nonEmpty).default([]),
  /** A sentence about them, under their topics. */
  description: nonEmpty.optional(),
  /** Photo URL; without one, a drawn portrait seeded by the name. */
  avatar: nonEmpty.optional(),
  /** Shown in place of the photo when it fails to load; the initials without it. */
  emoji: nonEmpty.optional(),
  /** The tint behind the avatar. */
  color: z.enum(personTones),
});

export function eventPageSchema({ blocks, contactId }: PageShapes) {
  return baseSchema.extend({
    type: z.literal('event'),
    ...blocks,
    /**
     * Another page about the same event (a landing page for a webinar): its facts listed in
     * `sharedEventFacts` come from that page and are not repeated here (scripts/engine/validate/sameEvent.ts).
     */
    sameEventAs: z.string().regex(/^\/[^#?\s]*$/, 'cần đường dẫn của một trang sự kiện, ví dụ /webinar-mt5-bot').optional(),
    /**
     * How the page is framed: `standard` under the site's top bar; `presentation` for showing on a
     * screen (no top bar or links away, the logo only); `landing` with its own short nav.
     */
    variant: z.enum(['standard', 'presentation', 'landing']).default('standard'),
    start: vietnamTime.meta({ description: 'Giờ bắt đầu, giờ Việt Nam có đuôi +07:00', examples: ['2025-08-08T20:00:00+07:00'] }),
    end: vietnamTime.optional().meta({ description: 'Giờ kết thúc, giờ Việt Nam có đuôi +07:00', examples: ['2025-08-08T22:00:00+07:00'] }),
    /** Where: a venue (name and address) or an online platform. */
    place: z.union([
      z.strictObject({ venue: nonEmpty, address: nonEmpty }),
      z.strictObject({ online: nonEmpty }),
    ]),
    /** Ticket price in VND; 0 for a free event. */
    price: z.number().int().nonnegative().meta({ description: 'Giá vé bằng đồng, số nguyên không dấu chấm; 0 nếu miễn phí', examples: [0, 199000] }),
    /** What comes with the ticket, e.g. a free sample EA. */
    priceNote: nonEmpty.optional(),
    seats: z.number().int().positive().optional().meta({ description: 'Số chỗ', examples: [100] }),
    /** How to register: an external form (https; opened in a dialog by `register: true` buttons) and/or a chat. */
    registration: z.strictObject({
      form: httpsUrl.optional(),
      contact: contactId.optional(),
    }).refine((r) => r.form !== undefined || r.contact !== undefined, 'cần form, contact hoặc cả hai'),
    /** Show a countdown to the start (webinars). */
    countdown: z.boolean().default(false),
    /** Programme of the day, in order; times as "08:00-08:30". */
    agenda: z.array(z.strictObject({ time: timeRange, title: nonEmpty, note: nonEmpty.optional() })).optional(),
    speakers: z.array(person).optional(),
    /** Special guests, shown like the speakers by `<Speakers of="guests" />`. */
    guests: z.array(person).optional(),
    /** A voluntary donation or ticket payment by bank transfer: account id and transfer note. */
    donation: z.strictObject({ account: nonEmpty, note: nonEmpty }).optional(),
    /** A recorded session: the player loads only when the visitor presses play. */
    replay: z.strictObject({
      /** The player's embed URL (https). */
      embed: httpsUrl,
      /** Where to watch it without the embedded player. */
      watch: z.url({ protocol: /^https?$/ }),
      poster: nonEmpty,
      title: nonEmpty,
    }).optional(),
    /**
     * A wide photo in the event's opening, cut to 2:1 (JPEG or PNG, at least 1792 × 896 px, beside
     * the page or in public/images/), with what it shows for visitors who cannot see it.
     */
    banner: z.strictObject({
      image: nonEmpty,
      alt: z.string({ error: 'cần mô tả ảnh cho người không xem được ảnh, ví dụ alt: Hội trường kín chỗ trong buổi workshop trước' })
        .trim().min(1, 'cần mô tả ảnh cho người không xem được ảnh, ví dụ alt: Hội trường kín chỗ trong buổi workshop trước'),
    }).optional(),
    /** Keywords shown as tags. */
    tags: z.array(nonEmpty).optional(),
  }).superRefine((event, ctx) => {
    checkHeroRegisters(event.hero, true, ctx);
    if (event.end && Date.parse(event.end) <= Date.parse(event.start)) factIssue(ctx, ['end'], `kết thúc lúc ${event.end}, không sau lúc bắt đầu (${event.start}); end phải muộn hơn start`);
    event.agenda?.forEach((slot, index) => {
      if (!rangeIsForward(slot.time)) factIssue(ctx, ['agenda', index, 'time'], `"${slot.time}": giờ bắt đầu phải trước giờ kết thúc`);
    });
  });
}
