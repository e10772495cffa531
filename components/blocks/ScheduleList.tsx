import { offeringFacts } from '../../lib/offeringFacts.ts';
import { ActionLink } from '../ActionLink.tsx';
import { Icon } from '../icons/Icon.tsx';
import { useFrontmatter, useSite } from '../SiteContext.tsx';
import { useOffering } from '../useOffering.ts';
import { PriceTag } from './PriceTag.tsx';

/** The schedule page's classes: each course's facts (shared data), this page's schedule reading, features and highlights. */
export function ScheduleList() {
  const { courses } = useFrontmatter('schedule');
  return (
    <ul className="mx-auto mt-10 grid max-w-6xl gap-8 lg:grid-cols-2">
      {courses.map((entry) => <ScheduleEntry key={entry.course} entry={entry} />)}
    </ul>
  );
}

function ScheduleEntry({ entry }: { entry: ReturnType<typeof useFrontmatter<'schedule'>>['courses'][number] }) {
  const { labels } = useSite().data;
  const offering = useOffering(entry.course);
  const facts = offeringFacts(offering, labels, entry.schedule).filter((fact) => !['price', 'status'].includes(fact.key));
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl border border-ink-200 bg-white shadow-card">
      <div className="bg-linear-to-br from-brand-50 to-white p-6 sm:p-8">
        <p className="inline-flex rounded-full bg-green-50 px-3 py-1 text-xs font-semibold text-green-700 ring-1 ring-green-200">{offering.status}</p>
        <h3 className="mt-3 text-2xl font-extrabold tracking-tight text-ink-900">{offering.title}</h3>
        <p className="mt-2 text-ink-600">{offering.subtitle}</p>
        <PriceTag offering={offering} className="mt-4" />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 border-y border-ink-200 p-6 sm:p-8">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt className="text-sm text-ink-500">{fact.label}</dt>
            <dd className="mt-0.5 font-semibold text-ink-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid flex-1 gap-6 p-6 sm:grid-cols-2 sm:p-8">
        <ul className="space-y-2 text-sm text-ink-700">
          {entry.features.map((feature) => (
            <li key={feature} className="flex gap-2"><Icon name="check" className="mt-0.5 size-4 shrink-0 text-green-600" />{feature}</li>
          ))}
        </ul>
        <ul className="space-y-2">
          {entry.highlights.map((highlight) => (
            <li key={highlight} className="rounded-xl bg-accent-100 px-3 py-2 text-sm font-semibold text-ink-900">{highlight}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-3 px-6 pb-8 sm:flex-row sm:px-8">
        {entry.actions.map((action, index) => (
          <ActionLink key={action.label} action={action} size="lg" variant={index === 0 ? 'hero' : 'outline'} className="flex-1" icon={!action.register} />
        ))}
      </div>
    </li>
  );
}
