/**
 * A course's status as a page shows it: the build's (courses.yaml `status`, or labels `offering.started`
 * once its start date has come), and, while it has not started, the status the page's clock switches to
 * when it does (renderer/shell/pageClock.ts reads the attributes).
 */
import type { Labels, Offering } from '../../content/schema.ts';

export interface CourseStatusView {
  text: string;
  /** From when (ISO) and to what the page's clock changes the text. */
  later?: { from: string; text: string };
}

export function courseStatus(offering: Pick<Offering, 'shownStatus' | 'startsAt'>, labels: Pick<Labels, 'offering'>): CourseStatusView {
  return { text: offering.shownStatus, ...(offering.startsAt && { later: { from: offering.startsAt, text: labels.offering.started } }) };
}

/** The attributes by which the page's clock changes the element's text (renderer/shell/pageClock.ts). */
export function laterTextAttributes(later: CourseStatusView['later']): Record<string, string> {
  return later ? { 'data-from': later.from, 'data-then': later.text } : {};
}
