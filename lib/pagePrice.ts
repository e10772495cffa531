import type { Labels, Offering, PageFrontmatter } from '../content/schema.ts';
import { formatVnd } from './formatVnd.ts';

/** A fact as a bar or band shows it: what it is and its value. */
export interface BarFact {
  label: string;
  value: string;
}

/**
 * What registering costs on a course, bootcamp or event page, as its hero, phone bar and closing
 * band show it: the offering's price (courses.yaml), or the event's ticket (labels.yaml `event.free`
 * when it is 0). Undefined for other pages and while tuition is given on request.
 */
export function pagePrice(page: PageFrontmatter, courses: Record<string, Offering>, labels: Pick<Labels, 'price' | 'event'>): BarFact | undefined {
  if (page.type === 'event') return { label: labels.event.price, value: page.price === 0 ? labels.event.free : formatVnd(page.price) };
  if (page.type !== 'course' && page.type !== 'bootcamp') return undefined;
  const offering = courses[page.offering];
  if (!offering) throw new Error(`unknown course "${page.offering}" in content/data/courses.yaml`);
  return offering.price === undefined ? undefined : { label: labels.price, value: formatVnd(offering.price) };
}
