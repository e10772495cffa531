import { ContentIcon } from '../../icons/ContentIcon.tsx';
import type { BenefitGridView } from './resolve.ts';

/** The home page's benefit blurbs, as a grid of cards. */
export function BenefitGrid({ benefits }: BenefitGridView) {
  // A centred flex row (gap-4 = 1rem per gap) so a short last row sits in the middle, not at the left.
  return (
    <ul className="mt-12 flex flex-wrap justify-center gap-4">
      {benefits.map((benefit) => (
        <li key={benefit.title} className="w-full rounded-2xl border border-ink-200 bg-white p-5 shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-4rem)/5)]">
          <span aria-hidden="true" className="grid size-11 place-items-center rounded-xl bg-brand-50 text-2xl text-brand-600"><ContentIcon name={benefit.icon} /></span>
          <h3 className="mt-4 font-bold text-ink-900">{benefit.title}</h3>
          <p className="mt-1.5 text-sm leading-relaxed text-ink-600">{benefit.description}</p>
        </li>
      ))}
    </ul>
  );
}
