import { SiteLink } from '../../ActionLink.tsx';
import { Icon } from '../../icons/Icon.tsx';
import type { NewsListView } from './resolve.ts';
import { cardRow } from '../../ui/cardRow.ts';
import { cn } from '../../ui/cn.ts';

/** Upcoming events as cards linking to their pages, each dated by its event's start. */
export function NewsList({ items, readMore }: NewsListView) {
  const row = cardRow({ count: items.length, max: 3, twoFrom: 'md', gap: 6 });
  return (
    <ul className={cn('mt-12', row.list)}>
      {items.map((item) => (
        <li key={item.href} className={cn(row.item, 'group relative flex flex-col rounded-3xl border border-ink-200 bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:shadow-lift')}>
          <div className="flex items-center justify-between text-sm">
            <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700">{item.tag}</span>
            {item.date && <time dateTime={item.date.iso} className="font-medium text-ink-500">{item.date.text}</time>}
          </div>
          <h3 className="mt-4 text-lg font-bold text-ink-900">
            <SiteLink link={item.link} className="after:absolute after:inset-0 after:rounded-3xl">{item.title}</SiteLink>
          </h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-600">{item.summary}</p>
          <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
            {readMore}<Icon name="arrowRight" className="size-4 transition-transform group-hover:translate-x-1" />
          </span>
        </li>
      ))}
    </ul>
  );
}
