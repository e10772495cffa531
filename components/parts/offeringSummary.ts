import type { Offering } from '../../content/schema.ts';
import { courseStatus, type CourseStatusView } from './courseStatus.ts';
import { priceOf, type OfferingLabels } from '../../lib/offeringFacts.ts';

/** An offering's price line as shown: the price, and the original it replaces with the derived discount. */
export interface PriceView {
  /** Before the price, e.g. "Học phí". */
  label: string;
  price: string;
  original?: { label: string; price: string; discountLabel: string; discount: number };
}

/** What an offering card's heading shows (components/parts/OfferingHeading.tsx). */
export interface OfferingSummary {
  status: CourseStatusView;
  title: string;
  subtitle: string;
  /** None while tuition is given on request. */
  price?: PriceView;
}

/** The offering's price line, or undefined when it has no price. */
export function priceView(offering: Offering, labels: Pick<OfferingLabels, 'price' | 'offering'>): PriceView | undefined {
  const price = priceOf(offering);
  if (!price) return undefined;
  const { original, discount } = price;
  return {
    label: labels.price,
    price: price.price,
    ...(original !== undefined && discount !== undefined ? { original: { label: labels.offering.originalPrice, price: original, discountLabel: labels.offering.discount, discount } } : {}),
  };
}

export function offeringSummary(offering: Offering, labels: Pick<OfferingLabels, 'price' | 'offering'>): OfferingSummary {
  const price = priceView(offering, labels);
  return { status: courseStatus(offering, labels), title: offering.title, subtitle: offering.subtitle, ...(price ? { price } : {}) };
}
