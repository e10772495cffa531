import { laterTextAttributes } from './courseStatus.ts';
import type { OfferingSummary } from './offeringSummary.ts';
import { PriceTag } from './PriceTag.tsx';

/** An offering card's heading: status, title (and subtitle), and price with its discount. */
export function OfferingHeading({ offering, showSubtitle = false }: { offering: OfferingSummary; showSubtitle?: boolean }) {
  return (
    <div className="bg-linear-to-br from-brand-50 to-white p-6 sm:p-8">
      <p className="inline-flex rounded-full bg-green-50 px-3 py-1 text-xs font-semibold text-green-700 ring-1 ring-green-200" {...laterTextAttributes(offering.status.later)}>{offering.status.text}</p>
      <h3 className="mt-3 text-2xl font-extrabold tracking-tight text-ink-900">{offering.title}</h3>
      {showSubtitle && <p className="mt-2 text-ink-600">{offering.subtitle}</p>}
      <PriceTag price={offering.price} className="mt-4" />
    </div>
  );
}
