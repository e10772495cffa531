import type { ReactNode } from 'react';
import { SiteLink } from '../../ActionLink.tsx';
import { Icon } from '../../icons/Icon.tsx';
import type { PromoBannerView } from './resolve.ts';

/**
 * The strip above the hero announcing an event: badge from frontmatter, date from the event it links
 * to, the pitch from MDX; gone once that event is over (hidden by the page's clock too, renderer/shell/pageClock.ts).
 */
export function PromoBanner({ link, badge, date, until, shown, children }: PromoBannerView & { children?: ReactNode }) {
  return (
    <div data-until={until} hidden={!shown}>
      <SiteLink link={link} className="group block bg-linear-to-r from-accent-500 via-accent-400 to-accent-500 px-4 py-2.5 text-ink-900 sm:px-6">
        {/* Divs, not spans: the pitch is MDX paragraphs, which a span may not hold. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center text-sm">
          <span className="rounded-full bg-ink-900 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
            {badge}{date && <> · <time dateTime={date.iso}>{date.text}</time></>}
          </span>
          <div className="promo-copy">{children}</div>
          <Icon name="arrowRight" className="size-4 transition-transform group-hover:translate-x-1" />
        </div>
      </SiteLink>
    </div>
  );
}
