import { countOf } from '../../../lib/countOf.ts';
import { usePage, useField } from '../../SiteContext.tsx';

/** The page's figures as tiles; a counted figure (`countOf`) is taken from the list it names. */
export function StatTiles() {
  const page = usePage();
  const stats = useField('stats', 'StatTiles');
  return (
    <dl className="mx-auto mt-10 grid max-w-5xl grid-cols-2 gap-4 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse items-center rounded-2xl border border-ink-200 bg-white px-3 py-6 text-center shadow-card">
          <dt className="mt-1 text-sm text-ink-600">{stat.label}</dt>
          <dd className="flex items-center gap-2 text-3xl font-extrabold tracking-tight text-brand-700">
            {stat.icon && <span aria-hidden="true" className="text-2xl">{stat.icon}</span>}
            {stat.value ?? (stat.percent !== undefined ? `${stat.percent}%` : countOf(page, stat.countOf ?? ''))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
