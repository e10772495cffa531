import { formatVnd } from '../../../lib/formatVnd.ts';
import { discountPercent } from '../../../lib/countOf.ts';
import { useFrontmatter, useSite } from '../../SiteContext.tsx';
import { useOffering } from '../../useOffering.ts';

/**
 * Tuition: each package of sessions at its price, then the full course (the offering's own price).
 * A register section: the phone register bar hides while it is on screen.
 */
export function Packages() {
  const { labels } = useSite().data;
  const page = useFrontmatter('course');
  const offering = useOffering(page.offering);
  const packages = page.packages ?? [];
  const full = {
    name: offering.title,
    detail: `${offering.sessions} ${labels.sessions} · ${offering.duration}`,
    sessions: [] as number[],
    price: offering.need('price'),
    originalPrice: offering.need('originalPrice'),
  };
  return (
    <ul data-register-section="" className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
      {[...packages, full].map((item) => {
        const featured = item === full;
        return (
          <li key={item.name} className={featured ? 'relative rounded-3xl bg-linear-to-br from-brand-600 to-brand-800 p-6 text-white shadow-lift' : 'rounded-3xl border border-ink-200 bg-white p-6 shadow-card'}>
            <h3 className="text-lg font-bold">{item.name}</h3>
            <p className={featured ? 'mt-1 text-sm text-brand-100' : 'mt-1 text-sm text-ink-600'}>{item.detail}</p>
            {item.sessions.length > 0 && (
              <p className="mt-3 text-sm font-semibold text-brand-700">{labels.sessionRange} {item.sessions.join(', ')}</p>
            )}
            <p className={featured ? 'mt-5 whitespace-nowrap text-2xl font-extrabold text-accent-400' : 'mt-5 whitespace-nowrap text-2xl font-extrabold text-brand-700'}>{formatVnd(item.price)}</p>
            <p className="mt-1 flex items-center gap-2 text-sm">
              <s className={featured ? 'text-brand-200' : 'text-ink-500'}><span className="sr-only">{labels.offering.originalPrice}: </span>{formatVnd(item.originalPrice)}</s>
              <span className="rounded-full bg-danger-600 px-2 py-0.5 text-xs font-bold text-white">{labels.offering.discount} {discountPercent(item.price, item.originalPrice)}%</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
