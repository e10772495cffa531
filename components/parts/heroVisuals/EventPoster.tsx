import type { EventPosterView } from './eventPoster.ts';

/**
 * An event's poster, the first thing its hero shows: the big day and month, the weekday and time, the
 * venue or online platform, the price and how many speakers talk (eventPoster.ts). A ticket across
 * the top on a phone, a tall poster beside the copy on a laptop. Decorative: every fact on it is in
 * the hero's chips too.
 */
export function EventPoster({ poster, className = '' }: { poster: EventPosterView; className?: string }) {
  return (
    <figure aria-hidden="true" data-hero-visual="event-poster"
      className={`hero-visual relative m-0 grid w-full grid-cols-[6rem_minmax(0,1fr)] overflow-hidden rounded-3xl bg-white text-left text-ink-900 shadow-lift ring-1 ring-white/20 sm:grid-cols-[8rem_minmax(0,1fr)] lg:grid-cols-1 ${className}`}>
      <div className="relative flex flex-col items-center justify-center bg-linear-to-br from-accent-500 via-brand-500 to-brand-700 px-2 py-4 text-white lg:py-9">
        <span className="text-xs font-semibold uppercase tracking-widest text-white/85 lg:text-sm" data-poster-month>{poster.month.label} {poster.month.value}</span>
        <span className="text-5xl font-extrabold leading-none tabular-nums lg:mt-1 lg:text-8xl" data-poster-day>{poster.day}</span>
        <span className="mt-1 text-xs font-medium text-white/85 lg:text-base">{poster.weekday}</span>
        <span className="absolute -right-2.5 -top-2.5 size-5 rounded-full bg-brand-950 lg:hidden" />
        <span className="absolute -bottom-2.5 -right-2.5 size-5 rounded-full bg-brand-950 lg:hidden" />
      </div>
      <div className="min-w-0 border-l-2 border-dashed border-ink-200 p-4 lg:border-l-0 lg:border-t-2 lg:p-6">
        <p className="text-2xl font-bold tabular-nums lg:text-3xl" data-poster-time>{poster.time}</p>
        <p className="mt-1 line-clamp-2 text-sm font-semibold leading-snug text-ink-800 lg:text-base" data-poster-place>{poster.place}</p>
        {poster.address !== undefined && <p className="mt-0.5 line-clamp-1 text-xs text-ink-500 lg:line-clamp-2 lg:text-sm">{poster.address}</p>}
        <div className="mt-3 flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-green-100 px-2.5 py-1 text-green-800" data-poster-price>{poster.price}</span>
          {poster.speakers && <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700" data-poster-speakers>{poster.speakers.count} {poster.speakers.label}</span>}
          {poster.tags.map((tag) => <span key={tag} className="hidden rounded-full bg-ink-100 px-2.5 py-1 text-ink-700 sm:inline">{tag}</span>)}
        </div>
      </div>
    </figure>
  );
}
