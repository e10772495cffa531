import { laterTextAttributes } from '../../parts/courseStatus.ts';
import type { OfferingFactsView } from './resolve.ts';
import { cardRow } from '../../ui/cardRow.ts';
import { cn } from '../../ui/cn.ts';

/**
 * The course information panel: every fact of the page's offering, with this page's schedule reading.
 * A register section: the phone register bar, which repeats the price, hides while it is on screen.
 */
export function OfferingFacts({ facts }: OfferingFactsView) {
  // A table: its last row's cells widen to close the row, so no cell is drawn empty.
  const row = cardRow({ count: facts.length, max: 3, gap: 0, fill: true });
  return (
    <dl data-register-section="" className={cn('mx-auto mt-10 max-w-5xl overflow-hidden rounded-3xl border border-ink-200 bg-white shadow-card', row.list)}>
      {facts.map((fact) => (
        // Hairlines between cells.
        <div key={fact.key} className={cn(row.item, 'p-5 shadow-[0_0_0_0.5px_var(--color-ink-200)]')}>
          <dt className="text-sm text-ink-500">{fact.label}</dt>
          <dd className={fact.key === 'price' ? 'mt-1 text-xl font-extrabold text-brand-700' : fact.key === 'status' ? 'mt-1 font-semibold text-green-700' : 'mt-1 font-semibold text-ink-900'} {...laterTextAttributes(fact.later)}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
