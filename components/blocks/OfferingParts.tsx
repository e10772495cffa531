/** Pieces shared by the cards that present an offering: its heading with status and price, its facts, its buttons. */
import type { CallToAction, Offering } from '../../content/schema.ts';
import type { FactRow } from '../../lib/offeringFacts.ts';
import { ActionLink } from '../ActionLink.tsx';
import { PriceTag } from './PriceTag.tsx';

export function OfferingHeading({ offering, showSubtitle = false }: { offering: Offering; showSubtitle?: boolean }) {
  return (
    <div className="bg-linear-to-br from-brand-50 to-white p-6 sm:p-8">
      <p className="inline-flex rounded-full bg-green-50 px-3 py-1 text-xs font-semibold text-green-700 ring-1 ring-green-200">{offering.status}</p>
      <h3 className="mt-3 text-2xl font-extrabold tracking-tight text-ink-900">{offering.title}</h3>
      {showSubtitle && <p className="mt-2 text-ink-600">{offering.subtitle}</p>}
      <PriceTag offering={offering} className="mt-4" />
    </div>
  );
}

export function FactGrid({ facts, className = '' }: { facts: FactRow[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-x-6 gap-y-4 p-6 sm:p-8 ${className}`}>
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt className="text-sm text-ink-500">{fact.label}</dt>
          <dd className="mt-0.5 font-semibold text-ink-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The offering's buttons side by side; the first is the main one. */
export function ActionRow({ actions }: { actions: CallToAction[] }) {
  return (
    <div className="flex flex-col gap-3 px-6 pb-8 sm:flex-row sm:px-8">
      {actions.map((action, index) => (
        <ActionLink key={action.label} action={action} size="lg" variant={index === 0 ? 'hero' : 'outline'} className="flex-1" icon={!action.register} />
      ))}
    </div>
  );
}
