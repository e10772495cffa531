import { Icon } from '../../icons/Icon.tsx';
import { ActionRow } from '../../parts/ActionRow.tsx';
import { FactGrid } from '../../parts/FactGrid.tsx';
import { OfferingHeading } from '../../parts/OfferingHeading.tsx';
import type { ScheduleEntry, ScheduleListView } from './resolve.ts';

/** The schedule page's classes: each course's facts (shared data), this page's schedule reading, features and highlights. */
export function ScheduleList({ entries }: ScheduleListView) {
  return (
    <ul className="mx-auto mt-10 grid max-w-6xl gap-8 lg:grid-cols-2">
      {entries.map((entry) => <ScheduleItem key={entry.course} entry={entry} />)}
    </ul>
  );
}

function ScheduleItem({ entry }: { entry: ScheduleEntry }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl border border-ink-200 bg-white shadow-card">
      <OfferingHeading offering={entry.offering} showSubtitle />
      <FactGrid facts={entry.facts} className="border-y border-ink-200" />
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
