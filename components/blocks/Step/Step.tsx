import type { ReactNode } from 'react';
import type { StepView } from './resolve.ts';

/** A numbered step of a guide; <Tab> numbers its steps in order, so writers can reorder them freely. */
export function Step({ title, number, stepLabel, children }: StepView & { children?: ReactNode }) {
  return (
    <section className="guide-step relative mt-6 rounded-2xl border border-ink-200 bg-white p-5 shadow-card sm:p-7">
      <h4 className="flex items-center gap-3 text-lg font-bold text-ink-900">
        <span className="guide-step-number grid size-9 shrink-0 place-items-center rounded-xl bg-brand-600 text-sm font-extrabold text-white"><span className="sr-only">{stepLabel} </span>{number}</span>
        <span>{title}</span>
      </h4>
      <div className="guide-step-body mt-4 space-y-4 text-ink-700">{children}</div>
    </section>
  );
}
