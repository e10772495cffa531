import { offeringFacts } from '../../lib/offeringFacts.ts';
import { ActionLink } from '../ActionLink.tsx';
import { useField, useNamed, usePage, useSite } from '../SiteContext.tsx';
import { useOffering } from '../useOffering.ts';
import { PriceTag } from './PriceTag.tsx';

/** The registration card: price with its original and discount, the offering's facts and the buttons of `actions.<of>`. */
export function RegisterCard({ of }: { of: string }) {
  const { labels } = useSite().data;
  const page = usePage();
  const offering = useOffering(useField('offering', 'RegisterCard'));
  const actions = useNamed('actions', of, 'RegisterCard');
  const facts = offeringFacts(offering, labels, 'schedule' in page ? page.schedule : undefined)
    .filter((fact) => !['price', 'status'].includes(fact.key));
  return (
    <article className="mx-auto mt-10 max-w-2xl overflow-hidden rounded-3xl border border-brand-200 bg-white shadow-lift">
      <div className="bg-linear-to-br from-brand-50 to-white p-6 sm:p-8">
        <p className="inline-flex rounded-full bg-green-50 px-3 py-1 text-xs font-semibold text-green-700 ring-1 ring-green-200">{offering.status}</p>
        <h3 className="mt-3 text-2xl font-extrabold tracking-tight text-ink-900">{offering.title}</h3>
        <PriceTag offering={offering} className="mt-4" />
      </div>
      <dl className="grid gap-x-6 gap-y-4 border-t border-ink-200 p-6 sm:grid-cols-2 sm:p-8">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt className="text-sm text-ink-500">{fact.label}</dt>
            <dd className="mt-0.5 font-semibold text-ink-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-3 px-6 pb-8 sm:flex-row sm:px-8">
        {actions.map((action, index) => (
          <ActionLink key={action.label} action={action} size="lg" variant={index === 0 ? 'hero' : 'outline'} className="flex-1" icon={!action.register} />
        ))}
      </div>
    </article>
  );
}
