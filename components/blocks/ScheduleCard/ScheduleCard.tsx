import type { ReactNode } from 'react';
import { Icon } from '../../icons/Icon.tsx';
import type { ScheduleCardView } from './resolve.ts';
import { cardRow } from '../../ui/cardRow.ts';
import { cn } from '../../ui/cn.ts';

/** The featured course's next class: dates, time slots, format and seats left (derived), with MDX copy. */
export function ScheduleCard({ title, facts, children }: ScheduleCardView & { children?: ReactNode }) {
  const row = cardRow({ count: facts.length, max: 5, gap: 4 });
  return (
    <div className="mt-10 overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 to-brand-900 p-6 text-white shadow-lift sm:p-10">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-white/15"><Icon name="calendar" /></span>
        <p className="text-lg font-bold">{title}</p>
      </div>
      <dl className={cn('mt-6', row.list)}>
        {facts.map((fact) => (
          <div key={fact.label} className={cn(row.item, 'rounded-2xl bg-white/10 p-4 ring-1 ring-white/10')}>
            <dt className="text-sm text-brand-200">{fact.label}</dt>
            <dd className="mt-1 font-semibold">
              {Array.isArray(fact.value)
                ? fact.value.map((slot) => <span key={slot} className="block whitespace-nowrap">{slot}</span>)
                : fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="schedule-copy mt-6 text-brand-100">{children}</div>
    </div>
  );
}
