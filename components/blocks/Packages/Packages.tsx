import type { PackagesView } from './resolve.ts';
import { cardRow } from '../../ui/cardRow.ts';
import { cn } from '../../ui/cn.ts';

/**
 * Tuition: each package of sessions at its price, then the full course, featured.
 * A register section: the phone register bar hides while it is on screen.
 */
export function Packages({ packages, labels }: PackagesView) {
  const row = cardRow({ count: packages.length, max: 4, twoFrom: 'md' });
  return (
    <ul data-register-section="" className={cn('mt-10', row.list)}>
      {packages.map((item) => {
        const { featured } = item;
        return (
          <li key={item.name} className={cn(row.item, featured ? 'relative rounded-3xl bg-linear-to-br from-brand-600 to-brand-800 p-6 text-white shadow-lift' : 'rounded-3xl border border-ink-200 bg-white p-6 shadow-card')}>
            <h3 className="text-lg font-bold">{item.name}</h3>
            <p className={featured ? 'mt-1 text-sm text-brand-100' : 'mt-1 text-sm text-ink-600'}>{item.detail}</p>
            {item.sessions.length > 0 && (
              <p className="mt-3 text-sm font-semibold text-brand-700">{labels.sessionRange} {item.sessions.join(', ')}</p>
            )}
            <p className={featured ? 'mt-5 whitespace-nowrap text-2xl font-extrabold text-accent-400' : 'mt-5 whitespace-nowrap text-2xl font-extrabold text-brand-700'}>{item.price}</p>
            <p className="mt-1 flex items-center gap-2 text-sm">
              <s className={featured ? 'text-brand-200' : 'text-ink-500'}><span className="sr-only">{labels.originalPrice}: </span>{item.originalPrice}</s>
              <span className="rounded-full bg-danger-600 px-2 py-0.5 text-xs font-bold text-white">{labels.discount} {item.discountPercent}%</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
