import type { ReactNode } from 'react';
import type { BarFact } from '../../lib/pagePrice.ts';
import { ActionLink } from '../ActionLink.tsx';
import type { ActionView } from '../resolveAction.ts';

/**
 * The closing band itself: a gradient panel with the copy, the price if given and the buttons, the
 * first one accented. Its band is plain: after a plain section it drops its top padding (Section.tsx).
 */
export function ActionBand({ id, actions, price, children }: { id: string; actions: ActionView[]; price?: BarFact | undefined; children: ReactNode }) {
  return (
    <section id={id} data-band="plain" className="px-4 py-16 sm:px-6 sm:py-24 [[data-band=plain]+&]:pt-0">
      <div className="band-copy relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-linear-to-br from-brand-600 via-brand-700 to-brand-900 px-6 py-14 text-center text-white shadow-lift sm:px-12">
        <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 size-72 rounded-full bg-accent-400/25 blur-3xl" />
        <div className="relative">{children}</div>
        {price && (
          <p data-price="" className="relative mt-8 inline-flex flex-wrap items-baseline justify-center gap-x-2 rounded-full bg-white/10 px-5 py-2 ring-1 ring-white/20">
            <span className="text-sm text-brand-100">{price.label}</span>
            <strong className="text-2xl font-extrabold tracking-tight text-accent-400">{price.value}</strong>
          </p>
        )}
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {actions.map((action, index) => (
            <ActionLink key={action.label} action={action} size="lg" variant={index === 0 ? 'accent' : 'cta'} icon={action.kind !== 'register'} />
          ))}
        </div>
      </div>
    </section>
  );
}
