import type { FactRow } from '../../lib/offeringFacts.ts';

/** An offering's facts as a two-column list of label and value; an odd last fact takes the whole row, so no cell is left empty. */
export function FactGrid({ facts, className = '' }: { facts: FactRow[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-x-6 gap-y-4 p-6 sm:p-8 [&>:last-child:nth-child(odd)]:col-span-2 ${className}`}>
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt className="text-sm text-ink-500">{fact.label}</dt>
          <dd className="mt-0.5 font-semibold text-ink-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
