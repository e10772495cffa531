import { Icon } from '../../icons/Icon.tsx';
import type { EventFactsView } from './resolve.ts';
import { cardRow } from '../../ui/cardRow.ts';
import { cn } from '../../ui/cn.ts';

/** The event's facts as cards: date, time, place, price and seats. */
export function EventFacts({ facts }: EventFactsView) {
  // All in one row on a desktop; an odd last fact centred on a tablet.
  const row = cardRow({ count: facts.length, max: 5, gap: 4 });
  return (
    <dl className={cn('mx-auto mt-10 max-w-5xl', row.list)}>
      {facts.map((fact) => (
        <div key={fact.label} className={cn(row.item, 'rounded-2xl border border-ink-200 bg-white p-5 shadow-card')}>
          <dt className="flex items-center gap-2 text-sm text-ink-500"><Icon name={fact.icon} className="size-4 text-brand-600" />{fact.label}</dt>
          <dd className="mt-2 text-lg font-bold text-ink-900">{fact.value}</dd>
          {fact.detail && <dd className="mt-0.5 text-sm text-ink-600">{fact.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
