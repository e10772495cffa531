import type { CallToAction, Labels, Offering, PageFrontmatter } from '../content/schema.ts';
import { eventTime } from './eventTime.ts';
import { formatDate } from './formatDate.ts';
import { pagePrice, type BarFact } from './pagePrice.ts';

export type { BarFact } from './pagePrice.ts';

/** What the phone register bar (components/parts/RegisterBar.tsx) shows: price, start and the page's main button. */
export interface RegisterBarFacts {
  /** The offering's price, or the event's ticket (labels.yaml `event.free` when it is 0); absent while tuition is on request. */
  price?: BarFact;
  /** The offering's start date, or the event's weekday and date, as the rest of the page writes them. */
  start?: BarFact;
  /** The hero's first button: the bar does exactly what it does. */
  action: CallToAction;
}

/**
 * The bar's facts for a course, bootcamp or event page, read from the same data as its hero and
 * panels (courses.yaml by `offering`, or the event's own `price` and `start`); undefined for other
 * kinds of page and for a page whose hero has no button, which have nothing for the bar to offer.
 */
export function registerBarFacts(page: PageFrontmatter, courses: Record<string, Offering>, labels: Labels): RegisterBarFacts | undefined {
  if (page.type !== 'course' && page.type !== 'bootcamp' && page.type !== 'event') return undefined;
  const action = page.hero?.actions[0];
  if (!action) return undefined;
  const price = pagePrice(page, courses, labels);
  if (page.type === 'event') {
    const when = eventTime(page.start);
    return { action, ...(price && { price }), start: { label: labels.event.date, value: `${labels.event.weekdays[when.weekday]}, ${when.date}` } };
  }
  const offering = courses[page.offering];
  if (!offering) throw new Error(`unknown course "${page.offering}" in content/data/courses.yaml`);
  return {
    action,
    ...(price && { price }),
    ...(offering.startDate !== undefined && { start: { label: labels.startDate, value: formatDate(offering.startDate) } }),
  };
}
