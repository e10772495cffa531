import { offeringFacts } from '../../../lib/offeringFacts.ts';
import { Icon } from '../../icons/Icon.tsx';
import { useFrontmatter, useSite } from '../../SiteContext.tsx';
import { useOffering } from '../../useOffering.ts';
import { ActionRow } from '../../parts/ActionRow.tsx';
import { FactGrid } from '../../parts/FactGrid.tsx';
import { OfferingHeading } from '../../parts/OfferingHeading.tsx';

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
      <OfferingHeading offering={offering} showSubtitle />
      <FactGrid facts={facts} className="border-y border-ink-200" />
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
      <ActionRow actions={entry.actions} />
    </li>
  );
}
