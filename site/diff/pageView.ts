/**
 * What a page shows, as one value to compare between two revisions: its frontmatter, with every
 * reference to shared data replaced by what the page prints of it (a course's price and dates, a
 * contact's number, an instructor's card, a bank account), and the facts the page derives (the
 * curriculum's session count, discounts, counted stats, the dates of the event pages it links to).
 * A change to shared data therefore shows under every page that shows it.
 */
import type { EventTiming, PageFrontmatter, SiteData } from '../../content/schema.ts';
import { countOf, discountPercent } from '../../lib/countOf.ts';
import { linkedDate } from '../../lib/linkedDate.ts';
import type { PageViewer, ViewedPage } from '../../scripts/engine/site.ts';
import { viewCourse } from './courseView.ts';
import { viewBankAccount, viewContact, viewInstructor } from './sharedView.ts';

/** How the facts diff views the pages of one revision: each with that revision's data and event dates. */
export function viewPages(pages: readonly ViewedPage<PageFrontmatter>[], data: Partial<SiteData>): PageViewer<PageFrontmatter> {
  const events = eventTimings(pages);
  return (frontmatter, blocks) => viewPage(frontmatter, blocks, data, events);
}

/** When each event page's event happens, by route: what the home page's promo and news are dated by. */
export function eventTimings(pages: readonly ViewedPage<PageFrontmatter>[]): Record<string, EventTiming> {
  return Object.fromEntries(pages.flatMap(({ route, frontmatter }) =>
    frontmatter.type === 'event' ? [[route, { start: frontmatter.start, ...(frontmatter.end && { end: frontmatter.end }) }]] : []));
}

/**
 * `blocks` are the blocks the page's MDX places (usedBlocks.ts): a course shows only the fields
 * those blocks print. `events` dates the home page's links (eventTimings).
 */
export function viewPage(frontmatter: PageFrontmatter, blocks: ReadonlySet<string>, data: Partial<SiteData>, events: Record<string, EventTiming>): Record<string, unknown> {
  const sessionCount = countOf(frontmatter, 'curriculum');
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(frontmatter)) {
    // The curriculum block prints its count above the sessions.
    if (key === 'curriculum' && sessionCount !== undefined) view.sessionCount = sessionCount;
    view[key] = resolveReferences(value, data);
  }

  if ('offering' in frontmatter && frontmatter.offering !== undefined) {
    // A page with the curriculum shows the count there; its offering's count is that same number.
    view.offering = viewCourse(frontmatter.offering, data, 'offering', blocks, sessionCount === undefined ? [] : ['sessions']);
  }
  if ('instructors' in frontmatter && frontmatter.instructors) {
    view.instructors = frontmatter.instructors.map((id) => viewInstructor(id, data));
  }
  if ('stats' in frontmatter && frontmatter.stats) {
    view.stats = frontmatter.stats.map((stat) =>
      stat.countOf === undefined ? stat : { ...stat, value: countOf(frontmatter, stat.countOf) });
  }
  if (frontmatter.type === 'course' && frontmatter.packages) {
    view.packages = frontmatter.packages.map((item) => ({ ...item, discount: discountPercent(item.price, item.originalPrice) }));
  }
  if (frontmatter.type === 'schedule') {
    view.courses = frontmatter.courses.map((entry) => ({ ...resolveRecord(entry, data), course: viewCourse(entry.course, data, 'schedule', blocks) }));
  }
  if (frontmatter.type === 'home') {
    view.featuredCourse = viewCourse(frontmatter.featuredCourse, data, 'featured', blocks);
    view.promo = { ...resolveRecord(frontmatter.promo, data), date: dateOf(frontmatter.promo, events) };
    view.news = frontmatter.news.map((item) => ({ ...item, date: dateOf(item, events) }));
  }
  return view;
}

/** The day a promo or news link shows: its event page's start, or its own date (lib/linkedDate.ts). */
function dateOf(link: { href: string; date?: string | undefined }, events: Record<string, EventTiming>): string | undefined {
  return link.date !== undefined || link.href in events ? linkedDate(link, events) : undefined;
}

/**
 * The value with the ids it names replaced by what they show: `contact:` (buttons, an event's
 * registration), `register: <course>` (buttons opening a course's form) and `account:` (a donation).
 */
function resolveReferences(value: unknown, data: Partial<SiteData>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveReferences(item, data));
  if (typeof value !== 'object' || value === null) return value;
  return resolveRecord(value, data);
}

function resolveRecord(record: object, data: Partial<SiteData>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, item]) => {
    if (typeof item !== 'string') return [key, resolveReferences(item, data)];
    if (key === 'contact') return [key, viewContact(item, data)];
    if (key === 'register') return [key, viewCourse(item, data, 'register', new Set())];
    if (key === 'account') return [key, viewBankAccount(item, data)];
    return [key, item];
  }));
}
