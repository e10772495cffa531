import { ContentIcon } from '../../icons/ContentIcon.tsx';
import type { BenefitGridView } from './resolve.ts';
import { cardRow } from '../../ui/cardRow.ts';
import { cn } from '../../ui/cn.ts';

/** The home page's benefit blurbs, as a grid of cards. */
export function BenefitGrid({ benefits }: BenefitGridView) {
  // Short blurbs: up to five a row on a desktop.
  const { list, item } = cardRow({ count: benefits.length, max: 5, gap: 4 });
  return (
    <ul className={cn('mt-12', list)}>
      {benefits.map((benefit) => (
        <li key={benefit.title} className={cn('rounded-2xl border border-ink-200 bg-white p-5 shadow-card transition hover:-translate-y-0.5 hover:border-brand-200', item)}>
          <span aria-hidden="true" className="grid size-11 place-items-center rounded-xl bg-brand-50 text-2xl text-brand-600"><ContentIcon name={benefit.icon} /></span>
          <h3 className="mt-4 font-bold text-ink-900">{benefit.title}</h3>
          <p className="mt-1.5 text-sm leading-relaxed text-ink-600">{benefit.description}</p>
        </li>
      ))}
    </ul>
  );
}
