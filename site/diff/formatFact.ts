/**
 * A fact's value as the page prints it: prices with lib/formatVnd.ts ("990.000 VNĐ", or the
 * page's word for free), dates with lib/formatDate.ts ("13/08/2025", the promo strip's "08/08"),
 * event times as date and clock time, the derived discount as a percent.
 */
import type { Labels } from '../../content/schema.ts';
import { eventTime } from '../../lib/eventTime.ts';
import { formatDate } from '../../lib/formatDate.ts';
import { formatVnd } from '../../lib/formatVnd.ts';
import type { FactPath, FactValue } from '../../scripts/engine/site.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const VIETNAM_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?\+07:00$/;
const PRICE_FIELDS = new Set(['price', 'originalPrice']);

/** Yes/no for settings such as `draft` or `showEnrolment`, in the reviewer's words. */
const yesNo = { true: 'có', false: 'không' } as const;

export function formatFactValue(path: FactPath, value: FactValue, labels?: Labels): string {
  const field = path.at(-1);
  const one = (item: FactValue): string => {
    if (Array.isArray(item)) return item.map(one).join(', ');
    if (typeof item === 'boolean') return yesNo[`${item}`];
    if (typeof item === 'number' && typeof field === 'string' && PRICE_FIELDS.has(field)) {
      return item === 0 && labels ? labels.event.free : formatVnd(item);
    }
    if (typeof item === 'number' && field === 'discount') return `${item}%`;
    if (typeof item !== 'string') return String(item);
    // The promo strip prints its day without the year (components/home/PromoBanner.tsx).
    if (ISO_DATE.test(item)) return formatDate(item, { short: path[0] === 'promo' });
    if (VIETNAM_TIME.test(item)) {
      const { date, time } = eventTime(item);
      return `${date} ${time}`;
    }
    return item.replace(/\s+/g, ' ').trim();
  };
  return one(value);
}
