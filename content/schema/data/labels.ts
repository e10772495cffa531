/** Interface wording that is not part of any one page (labels.yaml): menus, search, facts' names, buttons. */
import { z } from 'zod';
import { href, nonEmpty } from '../shapes.ts';

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
  /** The accessible name of the phone register bar (price, start and the page's main button, components/parts/RegisterBar.tsx). */
  registerBar: nonEmpty,
  /** The feeds of news and events (feed.xml, feed.json): `title` follows the site's name in feed readers and page heads. */
  feed: z.strictObject({ title: nonEmpty }),
  /** Facts of an offering, as its cards and panels name them. */
  offering: z.strictObject({
    duration: nonEmpty,
    schedule: nonEmpty,
    time: nonEmpty,
    enrolled: nonEmpty,
    capacity: nonEmpty,
    status: nonEmpty,
    /** A course's status once its start date has passed (courses.yaml `status` is the one before). */
    started: nonEmpty,
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
    /** The transfer QR code's accessible name. */
    qrAlt: nonEmpty,
    /** Under a QR code that fills in the amount (a course's price). */
    qrFillsAmount: nonEmpty,
    /** Under a QR code without an amount (a donation): the payer types it. */
    qrFillsAccount: nonEmpty,
    /** Under a QR code with the amount whose note is cut (too long, or with a part the payer fills in): before the part it fills in. */
    qrFillsAmountPartNote: nonEmpty,
    /** Under a QR code without an amount whose note is cut: before the part it fills in. */
    qrFillsAccountPartNote: nonEmpty,
    /** After the part of a cut note the code fills in: the payer completes it. */
    qrCompleteNote: nonEmpty,
  }),
  /** Copy-to-clipboard buttons: the action and the 2-second confirmation. */
  copy: nonEmpty,
  copied: nonEmpty,
  /** Shown under a register button's dialog while the form loads. */
  formLoading: nonEmpty,
  /** A register button's dialog, around its embedded form (components/parts/RegisterButton.tsx). */
  registerDialog: z.strictObject({
    /** Before the two other ways to register, always under the form, e.g. "Biểu mẫu không hiện?". */
    elsewhere: nonEmpty,
    /** The link opening the same form in a new tab. */
    newTab: nonEmpty,
    /** Shown in place of the form when it has not loaded in time (components/parts/openRegisterDialog.ts). */
    stalledTitle: nonEmpty,
    /** Under stalledTitle: what may have happened, and that the two ways below still work. */
    stalledBody: nonEmpty,
  }),
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
  /** Words of the hero visuals: the event poster's month ("Tháng") and speaker count ("diễn giả"). */
  heroVisual: z.strictObject({ month: nonEmpty, speakers: nonEmpty }),
  countdown: z.strictObject({
    days: nonEmpty, hours: nonEmpty, minutes: nonEmpty, seconds: nonEmpty,
    /** Under the tiles, at zero, once the event is over. */
    over: nonEmpty,
  }),
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
    /** The replay's play button, and what a register button becomes once an event with a replay is over. */
    play: nonEmpty,
    /** An event's status chip, by the clock: before its start, until its end, after it. */
    phase: z.strictObject({ upcoming: nonEmpty, live: nonEmpty, over: nonEmpty }),
    /** What a register button becomes once an event without a replay is over: a link to the schedule. */
    afterEvent: z.strictObject({ label: nonEmpty, href }),
    tags: nonEmpty,
    /** The link to an upcoming event's .ics file, for any calendar app. */
    addToCalendar: nonEmpty,
    /** The link that adds the event in Google Calendar. */
    googleCalendar: nonEmpty,
    /** Told to screen readers after a link that opens a new tab, e.g. "mở trong thẻ mới". */
    newTab: nonEmpty,
    /** Weekday names, Sunday first. */
    weekdays: z.array(nonEmpty).length(7),
  }),
});

export type Labels = z.infer<typeof labelsSchema>;
