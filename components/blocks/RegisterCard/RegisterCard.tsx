import { ActionRow } from '../../parts/ActionRow.tsx';
import { FactGrid } from '../../parts/FactGrid.tsx';
import { OfferingHeading } from '../../parts/OfferingHeading.tsx';
import type { RegisterCardView } from './resolve.ts';

/**
 * The registration card: price with its original and discount, the offering's facts and the buttons of `actions.<of>`.
 * A register section: the phone register bar hides while it is on screen.
 */
export function RegisterCard({ offering, facts, actions }: RegisterCardView) {
  return (
    <article data-register-section="" className="mx-auto mt-10 max-w-2xl overflow-hidden rounded-3xl border border-brand-200 bg-white shadow-lift">
      <OfferingHeading offering={offering} />
      <FactGrid facts={facts} className="border-t border-ink-200" />
      <ActionRow actions={actions} />
    </article>
  );
}
