import type { Labels, Offering } from '../content/schema.ts';
import { discountPercent } from './countOf.ts';
import { formatDate } from './formatDate.ts';
import { formatVnd } from './formatVnd.ts';

/** The labels an offering's facts are named with. */
export type OfferingLabels = Pick<Labels, 'offering' | 'sessions' | 'supplementarySessions' | 'startDate' | 'endDate' | 'location' | 'price'>;

export interface FactRow {
  key: string;
  label: string;
  value: string;
  /** What the page's clock changes the value to, and from when (a course's status once it starts). */
  later?: { from: string; text: string };
}

/**
 * An offering's facts as a visitor reads them, in one order for every panel and card.
 * `schedule` is the page's own reading of the weekly rhythm; facts the offering lacks are left out.
 */
export function offeringFacts(offering: Offering, labels: OfferingLabels, schedule?: string): FactRow[] {
  const rows: (FactRow | false | undefined)[] = [
    { key: 'status', label: labels.offering.status, value: offering.shownStatus, ...(offering.startsAt && { later: { from: offering.startsAt, text: labels.offering.started } }) },
    { key: 'sessions', label: labels.offering.duration, value: sessionsText(offering, labels) },
    schedule !== undefined && { key: 'schedule', label: labels.offering.schedule, value: schedule },
    offering.timeSlots !== undefined && { key: 'time', label: labels.offering.time, value: offering.timeSlots.join(', ') },
    offering.startDate !== undefined && { key: 'start', label: labels.startDate, value: formatDate(offering.startDate) },
    offering.endDate !== undefined && { key: 'end', label: labels.endDate, value: formatDate(offering.endDate) },
    { key: 'location', label: labels.location, value: offering.location },
    seatsText(offering, labels),
    offering.price !== undefined && { key: 'price', label: labels.price, value: formatVnd(offering.price) },
  ];
  return rows.filter((row): row is FactRow => !!row);
}

/** Main sessions, supplementary ones when there are any, and the duration, e.g. "19 … + 5 … · 2 …". */
function sessionsText(offering: Offering, labels: OfferingLabels): string {
  const extra = offering.supplementarySessions > 0 ? ` + ${offering.supplementarySessions} ${labels.supplementarySessions}` : '';
  return `${offering.sessions} ${labels.sessions}${extra} · ${offering.duration}`;
}

/** Enrolment as "12/20 <students>" when shown, else the capacity alone. */
function seatsText(offering: Offering, labels: OfferingLabels): FactRow | undefined {
  const { maxStudents, currentStudents, showEnrolment } = offering;
  if (maxStudents === undefined) return undefined;
  if (showEnrolment && currentStudents !== undefined) {
    return { key: 'seats', label: labels.offering.enrolled, value: `${currentStudents}/${maxStudents} ${labels.offering.students}` };
  }
  return { key: 'seats', label: labels.offering.capacity, value: `${maxStudents} ${labels.offering.students}` };
}

/** The price line: price, the original it replaces and the derived discount, when there is one. */
export function priceOf(offering: Offering): { price: string; original?: string; discount?: number } | undefined {
  if (offering.price === undefined) return undefined;
  if (offering.originalPrice === undefined) return { price: formatVnd(offering.price) };
  return { price: formatVnd(offering.price), original: formatVnd(offering.originalPrice), discount: discountPercent(offering.price, offering.originalPrice) };
}
