import type { ReactNode } from 'react';
import { ActionLink } from '../../ActionLink.tsx';
import { FactChips } from '../../parts/FactChips.tsx';
import { HeroBadge } from '../../parts/HeroBadge.tsx';
import type { HeroView } from './resolve.ts';

/** The home page's opening: badge, the MDX headline and pitch, calls to action, schedule chips and claims. */
export function Hero({ id, hero, children }: HeroView & { children?: ReactNode }) {
  return (
    <section id={id} className="relative overflow-hidden bg-brand-950 px-4 pb-20 pt-14 text-white sm:px-6 sm:pb-24 sm:pt-20">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,oklch(0.59_0.22_270/0.55),transparent),radial-gradient(40rem_24rem_at_-10%_110%,oklch(0.74_0.17_60/0.25),transparent)]" />
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[linear-gradient(oklch(1_0_0/0.04)_1px,transparent_1px),linear-gradient(90deg,oklch(1_0_0/0.04)_1px,transparent_1px)] bg-size-[48px_48px]" />
      <div className="relative mx-auto max-w-4xl text-center">
        <HeroBadge text={hero.badge} icon={hero.badgeIcon} />
        <div className="hero-copy mt-6">{children}</div>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          {hero.actions.map((action, index) => (
            <ActionLink key={action.label} action={action} size="lg" variant={index === 0 ? 'accent' : 'cta'} icon />
          ))}
        </div>
        <FactChips facts={hero.facts} className="mt-10 justify-center" />
        <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
          {hero.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-white/5 px-3 py-4 ring-1 ring-white/10">
              <dt className="mt-1 text-sm text-brand-200">{stat.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-accent-400">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
