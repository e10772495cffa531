import type { ReactNode } from 'react';
import { ActionLink } from '../../ActionLink.tsx';
import { FactChips } from '../../parts/FactChips.tsx';
import { laterTextAttributes } from '../../parts/courseStatus.ts';
import { HeroBadge } from '../../parts/HeroBadge.tsx';
import { HeroVisual } from '../../parts/heroVisuals/HeroVisual.tsx';
import { PriceTag } from '../../parts/PriceTag.tsx';
import type { PageHeroView } from './resolve.ts';

/**
 * A page's opening: badge, the MDX headline and lead, calls to action and this page's facts;
 * beside them, on pages that sell an offering, a card with its price, start date and seats;
 * before them, on an event's page, its poster.
 */
export function PageHero({ id, badge, status, actions, links, facts, offering, children, extra, poster }: PageHeroView & {
  children?: ReactNode;
  /** Before the badge, e.g. an event's status chip. */
  status?: ReactNode;
  /** Shown under the chips, e.g. a countdown. */
  extra?: ReactNode;
  /** Before the copy (above it on a phone, beside it on a laptop): an event's poster of its date and place. */
  poster?: ReactNode;
}) {
  const layout = offering
    ? 'hero-start relative mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1.35fr_1fr]'
    : poster ? 'hero-start relative mx-auto grid max-w-6xl items-center gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-14' : 'relative mx-auto max-w-4xl text-center';
  const centre = offering || poster ? '' : 'justify-center';
  return (
    <section id={id} className="relative overflow-hidden bg-brand-950 px-4 pb-16 pt-12 text-white sm:px-6 sm:pb-20 sm:pt-16">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_26rem_at_90%_-10%,oklch(0.59_0.22_270/0.5),transparent),radial-gradient(36rem_20rem_at_-10%_110%,oklch(0.74_0.17_60/0.2),transparent)]" />
      <div className={layout}>
        {poster}
        <div>
          {status && badge ? (
            <div className={`flex flex-wrap items-center gap-2 ${centre}`}>{status}<HeroBadge text={badge.text} icon={badge.icon} /></div>
          ) : (status ?? (badge && <HeroBadge text={badge.text} icon={badge.icon} />))}
          <div className="hero-copy page-hero-copy mt-5">{children}</div>
          {actions.length > 0 && (
            // The phone register bar appears once these have scrolled away (renderer/shell/registerBar.ts).
            <div data-hero-actions="" className={`mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap ${centre}`}>
              {actions.map((action, index) => (
                <ActionLink key={action.label} action={action} size="lg" variant={index === 0 ? 'accent' : 'cta'} icon={action.kind !== 'register'} />
              ))}
            </div>
          )}
          {links.length > 0 && (
            <ul className={`mt-4 flex flex-wrap gap-x-6 ${centre}`}>
              {links.map((link) => (
                <li key={link.label}>
                  <ActionLink action={link} variant="linkOnDark" size="sm" icon className="px-0" />
                </li>
              ))}
            </ul>
          )}
          {facts.length > 0 && <FactChips facts={facts} className={`mt-8 ${centre}`} />}
          {extra && <div className={centre ? 'flex justify-center' : undefined}>{extra}</div>}
        </div>
        {offering && (
          <div className="grid gap-5">
            {offering.visual && <HeroVisual visual={offering.visual} />}
            <aside className="rounded-3xl bg-white/[0.07] p-6 ring-1 ring-white/15 backdrop-blur sm:p-8">
              <p className="inline-flex rounded-full bg-green-400/15 px-3 py-1 text-xs font-semibold text-green-300 ring-1 ring-green-400/30" {...laterTextAttributes(offering.summary.status.later)}>{offering.summary.status.text}</p>
              <p className="mt-4 text-lg font-bold">{offering.summary.title}</p>
              <PriceTag price={offering.summary.price} tone="dark" className="mt-4" />
              <dl className="mt-6 grid grid-cols-2 gap-3 [&>:last-child:nth-child(odd)]:col-span-2">
                {offering.facts.map((fact) => (
                  <div key={fact.key} className="rounded-xl bg-white/5 p-3 ring-1 ring-white/10">
                    <dt className="text-xs text-brand-200">{fact.label}</dt>
                    <dd className="mt-1 text-sm font-semibold">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </aside>
          </div>
        )}
      </div>
    </section>
  );
}
