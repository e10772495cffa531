import type { Offering } from '../../content/schema.ts';
import { priceOf } from '../../lib/offeringFacts.ts';
import { useSite } from '../SiteContext.tsx';
import { cn } from '../ui/cn.ts';

/** Price, struck-through original and discount badge; nothing when the offering has no price. */
export function PriceTag({ offering, tone = 'light', className }: { offering: Offering; tone?: 'light' | 'dark'; className?: string }) {
  const { labels } = useSite().data;
  const price = priceOf(offering);
  if (!price) return null;
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-3 gap-y-1', className)}>
      <span className={cn('text-sm', tone === 'dark' ? 'text-brand-200' : 'text-ink-500')}>{labels.price}</span>
      <span className={cn('text-3xl font-extrabold tracking-tight', tone === 'dark' ? 'text-accent-400' : 'text-brand-700')}>{price.price}</span>
      {price.original && (
        <>
          <s className={cn('text-base', tone === 'dark' ? 'text-brand-200' : 'text-ink-500')}>
            <span className="sr-only">{labels.offering.originalPrice}: </span>{price.original}
          </s>
          <span className="rounded-full bg-danger-600 px-2.5 py-0.5 text-xs font-bold text-white">{labels.offering.discount} {price.discount}%</span>
        </>
      )}
    </div>
  );
}
