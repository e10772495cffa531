import type { ReactNode } from 'react';
import type { z } from 'zod';
import { offeringFacts } from '../../../lib/offeringFacts.ts';
import { ActionLink } from '../../ActionLink.tsx';
import { usePage, useSite } from '../../SiteContext.tsx';
import { useOffering } from '../../useOffering.ts';
import { FactChips } from '../../parts/FactChips.tsx';
import { HeroBadge } from '../../parts/HeroBadge.tsx';
import { HeroVisual } from '../../parts/heroVisuals/HeroVisual.tsx';
import { PriceTag } from '../../parts/PriceTag.tsx';
import type { pageHeroBlock } from './pageHero.schema.ts';

/**
 * A page's opening: badge, the MDX headline and lead, calls to action and this page's facts;
 * beside them, on pages that sell an offering, a card with its price, start date and seats.
 */
export function PageHero({ id = 'top', children, facts: derivedFacts = [], extra }: z.infer<typeof pageHeroBlock.props> & {
  children: ReactNode;
  /** Chips computed from the page's facts, shown before the hero's own. */
  facts?: { icon: string; label: string; value: string }[];
  /** Shown under the chips, e.g. a countdown. */
  extra?: ReactNode;
}) {
  const page = usePage();
  const hero = 'hero' in page ? page.hero : undefined;
  const facts = [...derivedFacts, ...(hero?.facts ?? [])];
  const heroLinks = hero && 'links' in hero ? hero.links : [];
  const offeringId = 'offering' in page ? page.offering : undefined;
  return (
    <section id={id} className="relative overflow-hidden bg-brand-950 px-4 pb-16 pt-12 text-white sm:px-6 sm:pb-20 sm:pt-16">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_26rem_at_90%_-10%,oklch(0.59_0.22_270/0.5),transparent),radial-gradient(36rem_20rem_at_-10%_110%,oklch(0.74_0.17_60/0.2),transparent)]" />
      <div className={offeringId ? 'hero-start relative mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1.35fr_1fr]' : 'relative mx-auto max-w-4xl text-center'}>
        <div>
          {hero?.badge && <HeroBadge text={hero.badge} icon={hero.badgeIcon} />}
          <div className="hero-copy page-hero-copy mt-5">{children}</div>
          {hero && hero.actions.length > 0 && (
            // The phone register bar appears once these have scrolled away (renderer/shell/registerBar.ts).
            <div data-hero-actions="" className={`mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap ${offeringId ? '' : 'justify-center'}`}>
              {hero.actions.map((action, index) => (
                <ActionLink key={action.label} action={action} size="lg" variant={index === 0 ? 'accent' : 'cta'} icon={!action.register} />
              ))}
            </div>
          )}
          {heroLinks.length > 0 && (
            <ul className={`mt-4 flex flex-wrap gap-x-6 ${offeringId ? '' : 'justify-center'}`}>
              {heroLinks.map((link) => (
                <li key={link.label}>
                  <ActionLink action={link} variant="linkOnDark" size="sm" icon className="px-0" />
                </li>
              ))}
            </ul>
          )}
          {facts.length > 0 && <FactChips facts={facts} className={`mt-8 ${offeringId ? '' : 'justify-center'}`} />}
          {extra && <div className={offeringId ? '' : 'flex justify-center'}>{extra}</div>}
        </div>
        {offeringId && (
          <div className="grid gap-5">
            <HeroVisual offering={offeringId} />
            <OfferingCard id={offeringId} />
          </div>
        )}
      </div>
    </section>
  );
}

function OfferingCard({ id }: { id: string }) {
  const { labels } = useSite().data;
  const offering = useOffering(id);
  const facts = offeringFacts(offering, labels).filter((fact) => ['sessions', 'start', 'seats', 'location'].includes(fact.key));
  return (
    <aside className="rounded-3xl bg-white/[0.07] p-6 ring-1 ring-white/15 backdrop-blur sm:p-8">
      <p className="inline-flex rounded-full bg-green-400/15 px-3 py-1 text-xs font-semibold text-green-300 ring-1 ring-green-400/30">{offering.status}</p>
      <p className="mt-4 text-lg font-bold">{offering.title}</p>
      <PriceTag offering={offering} tone="dark" className="mt-4" />
      <dl className="mt-6 grid grid-cols-2 gap-3">
        {facts.map((fact) => (
          <div key={fact.key} className="rounded-xl bg-white/5 p-3 ring-1 ring-white/10">
            <dt className="text-xs text-brand-200">{fact.label}</dt>
            <dd className="mt-1 text-sm font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
