import { Icon } from '../../icons/Icon.tsx';
import type { EventFactsView } from './resolve.ts';

/** The event's facts as cards: date, time, place, price and seats. */
export function EventFacts({ facts }: EventFactsView) {
  return (
    <dl className="mx-auto mt-10 grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-2xl border border-ink-200 bg-white p-5 shadow-card">
          <dt className="flex items-center gap-2 text-sm text-ink-500"><Icon name={fact.icon} className="size-4 text-brand-600" />{fact.label}</dt>
          <dd className="mt-2 text-lg font-bold text-ink-900">{fact.value}</dd>
          {fact.detail && <dd className="mt-0.5 text-sm text-ink-600">{fact.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
