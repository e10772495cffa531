import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/formatDate.ts';
import { linkedDate } from '../../../lib/linkedDate.ts';
import { SiteLink } from '../../ActionLink.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { useFrontmatter, useSite } from '../../SiteContext.tsx';

/** The strip above the hero announcing an event: badge from frontmatter, date from the event it links to, the pitch from MDX. */
export function PromoBanner({ children }: { children: ReactNode }) {
  const { promo } = useFrontmatter('home');
  const date = linkedDate(promo, useSite().data.events);
  return (
    <SiteLink href={promo.href} className="group block bg-linear-to-r from-accent-500 via-accent-400 to-accent-500 px-4 py-2.5 text-ink-900 sm:px-6">
      <span className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center text-sm">
        <span className="rounded-full bg-ink-900 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
          {promo.badge} · <time dateTime={date}>{formatDate(date, { short: true })}</time>
        </span>
        <span className="promo-copy">{children}</span>
        <Icon name="arrowRight" className="size-4 transition-transform group-hover:translate-x-1" />
      </span>
    </SiteLink>
  );
}
