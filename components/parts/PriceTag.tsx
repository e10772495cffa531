import { cn } from '../ui/cn.ts';
import type { PriceView } from './offeringSummary.ts';

/** Price, struck-through original and discount badge; nothing when the offering has no price. */
export function PriceTag({ price, tone = 'light', className }: { price: PriceView | undefined; tone?: 'light' | 'dark'; className?: string }) {
  if (!price) return null;
  const { original } = price;
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-3 gap-y-1', className)}>
      <span className={cn('text-sm', tone === 'dark' ? 'text-brand-200' : 'text-ink-500')}>{price.label}</span>
      <span className={cn('text-3xl font-extrabold tracking-tight', tone === 'dark' ? 'text-accent-400' : 'text-brand-700')}>{price.price}</span>
      {original && (
        <>
          <s className={cn('text-base', tone === 'dark' ? 'text-brand-200' : 'text-ink-500')}>
            <span className="sr-only">{original.label}: </span>{original.price}
          </s>
          <span className="rounded-full bg-danger-600 px-2.5 py-0.5 text-xs font-bold text-white">{original.discountLabel} {original.discount}%</span>
        </>
      )}
    </div>
  );
}
