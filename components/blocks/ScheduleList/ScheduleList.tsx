import { Icon } from '../../icons/Icon.tsx';
import { ActionRow } from '../../parts/ActionRow.tsx';
import { FactGrid } from '../../parts/FactGrid.tsx';
import { OfferingHeading } from '../../parts/OfferingHeading.tsx';
import type { ScheduleEntry, ScheduleListView } from './resolve.ts';
import { cardRow } from '../../ui/cardRow.ts';
import { cn } from '../../ui/cn.ts';

/** The schedule page's classes: each course's facts (shared data), this page's schedule reading, features and highlights. */
export function ScheduleList({ entries }: ScheduleListView) {
  // Two classes a row on a desktop, one wide when there is one.
  const row = cardRow({ count: entries.length, max: 2, twoFrom: 'lg', gap: 8 });
  return (
    <ul className={cn('mx-auto mt-10 max-w-6xl', row.list)}>
      {entries.map((entry) => <ScheduleItem key={entry.course} entry={entry} className={row.item} />)}
    </ul>
  );
}

function ScheduleItem({ entry, className }: { entry: ScheduleEntry; className: string }) {
  return (
    <li className={cn(className, 'flex flex-col overflow-hidden rounded-3xl border border-ink-200 bg-white shadow-card')}>
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
