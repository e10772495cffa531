/** Blocks of event pages (kind `event`): facts, countdown, agenda, speakers, donation, replay, tags. */
import type { EventPage, Labels } from '../../content/schema.ts';
import { INITIAL, pad } from '../../lib/countdown.ts';
import { eventTime } from '../../lib/eventTime.ts';
import { formatVnd } from '../../lib/formatVnd.ts';
import { Icon, type IconName } from '../icons/Icon.tsx';
import { useFrontmatter, useSite } from '../SiteContext.tsx';
import { cn } from '../ui/cn.ts';
import { BankDetails } from './BankTransfer.tsx';
import { FallbackImage } from './FallbackImage.tsx';

export interface EventFact {
  icon: IconName;
  label: string;
  value: string;
  detail?: string;
}

/** The event's facts as a visitor reads them: date and weekday, time, place, price, seats. */
export function eventFacts(event: EventPage, labels: Labels): EventFact[] {
  const when = eventTime(event.start, event.end);
  const facts: EventFact[] = [
    { icon: 'calendar', label: labels.event.date, value: when.date, detail: labels.event.weekdays[when.weekday] },
    { icon: 'clock', label: labels.event.time, value: when.time, detail: labels.event.timeZone },
    'venue' in event.place
      ? { icon: 'mapPin', label: labels.event.place, value: event.place.venue, detail: event.place.address }
      : { icon: 'chat', label: labels.event.online, value: event.place.online },
    { icon: 'ticket', label: labels.event.price, value: event.price === 0 ? labels.event.free : formatVnd(event.price), detail: event.priceNote },
  ];
  if (event.seats !== undefined) facts.push({ icon: 'users', label: labels.event.seats, value: String(event.seats) });
  return facts;
}

export function EventFacts() {
  const event = useFrontmatter('event');
  const { labels } = useSite().data;
  return (
    <dl className="mx-auto mt-10 grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
      {eventFacts(event, labels).map((fact) => (
        <div key={fact.label} className="rounded-2xl border border-ink-200 bg-white p-5 shadow-card">
          <dt className="flex items-center gap-2 text-sm text-ink-500"><Icon name={fact.icon} className="size-4 text-brand-600" />{fact.label}</dt>
          <dd className="mt-2 text-lg font-bold text-ink-900">{fact.value}</dd>
          {fact.detail && <dd className="mt-0.5 text-sm text-ink-600">{fact.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** Days, hours, minutes and seconds to the start (renderer/behaviors/countdown.ts ticks them). */
export function Countdown({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const event = useFrontmatter('event');
  const { labels } = useSite().data;
  if (!event.countdown) throw new Error(`"${event.title}": <Countdown /> needs "countdown: true"`);
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;
  return (
    <div role="timer" data-behavior="countdown" data-load="visible" data-target={event.start} className="mt-8 grid max-w-md grid-cols-4 gap-2 sm:gap-3">
      {units.map((unit) => (
        <div key={unit} className={cn('rounded-2xl px-2 py-3 text-center', tone === 'dark' ? 'bg-white/10 ring-1 ring-white/15' : 'border border-ink-200 bg-white shadow-card')}>
          <span data-unit={unit} className={cn('block text-3xl font-extrabold tabular-nums', tone === 'dark' ? 'text-white' : 'text-brand-700')}>{pad(INITIAL[unit])}</span>
          <span className={cn('text-xs', tone === 'dark' ? 'text-brand-200' : 'text-ink-500')}>{labels.countdown[unit]}</span>
        </div>
      ))}
    </div>
  );
}

export function Agenda() {
  const { agenda } = useFrontmatter('event');
  if (!agenda) throw new Error('<Agenda /> needs "agenda" in the frontmatter');
  return (
    <ol className="mx-auto mt-10 max-w-3xl space-y-3">
      {agenda.map((slot) => (
        <li key={slot.time} className="grid gap-1 rounded-2xl border border-ink-200 bg-white p-4 shadow-card sm:grid-cols-[9rem_1fr] sm:gap-4 sm:p-5">
          <span className="font-mono text-sm font-bold text-brand-700">{slot.time.replace('-', '–')}</span>
          <div>
            <p className="font-semibold text-ink-900">{slot.title}</p>
            {slot.note && <p className="mt-1 text-sm text-ink-600">{slot.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

const speakerTones = {
  blue: 'from-sky-100 to-blue-200',
  purple: 'from-violet-100 to-purple-200',
  green: 'from-emerald-100 to-green-200',
  orange: 'from-amber-100 to-orange-200',
  pink: 'from-pink-100 to-rose-200',
  teal: 'from-teal-100 to-cyan-200',
} as const;

/** Speaker cards: photo (emoji when it fails to load), name, title, company and topics. */
export function Speakers() {
  const { speakers } = useFrontmatter('event');
  if (!speakers) throw new Error('<Speakers /> needs "speakers" in the frontmatter');
  return (
    <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {speakers.map((speaker) => {
        const placeholder = <span className="text-4xl">{speaker.emoji}</span>;
        const box = `size-20 shrink-0 overflow-hidden rounded-2xl bg-linear-to-br ${speakerTones[speaker.color]}`;
        return (
          <li key={speaker.name} className="rounded-2xl border border-ink-200 bg-white p-6 shadow-card">
            <div className="flex items-center gap-4">
              {speaker.avatar
                ? <FallbackImage src={speaker.avatar} width={80} height={80} className={box}>{placeholder}</FallbackImage>
                : <span aria-hidden="true" className={`grid place-items-center ${box}`}>{placeholder}</span>}
              <div>
                <h3 className="text-lg font-bold text-ink-900">{speaker.name}</h3>
                <p className="text-sm font-medium text-brand-700">{speaker.title}</p>
                {speaker.company && <p className="text-sm text-ink-500">{speaker.company}</p>}
              </div>
            </div>
            {speaker.topics.length > 0 && (
              <ul className="mt-4 space-y-1.5 text-sm text-ink-700">
                {speaker.topics.map((topic) => (
                  <li key={topic} className="flex gap-2"><Icon name="check" className="mt-0.5 size-4 shrink-0 text-green-600" />{topic}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The voluntary donation: account, QR and transfer note, with copy buttons. */
export function Donation() {
  const { donation } = useFrontmatter('event');
  if (!donation) throw new Error('<Donation /> needs "donation" in the frontmatter');
  return <BankDetails account={donation.account} note={donation.note} />;
}

/** A recorded session: poster and play button; the player (renderer/behaviors/replay.ts) loads on click. */
export function Replay() {
  const { replay } = useFrontmatter('event');
  const { labels } = useSite().data;
  if (!replay) throw new Error('<Replay /> needs "replay" in the frontmatter');
  return (
    <div data-behavior="replay" data-load="interaction" className="mx-auto mt-10 max-w-4xl">
      <a href={replay.watch} target="_blank" rel="noopener noreferrer" data-embed={replay.embed} data-title={replay.title}
        className="group relative block aspect-video overflow-hidden rounded-3xl bg-ink-900 shadow-lift">
        <img src={replay.poster} alt="" role="presentation" width={1280} height={720} loading="lazy" className="size-full object-cover opacity-80 transition group-hover:opacity-100" />
        <span className="absolute inset-0 grid place-items-center">
          <span className="flex items-center gap-3 rounded-full bg-white/95 py-3 pl-4 pr-6 font-semibold text-ink-900 shadow-lift transition group-hover:scale-105">
            <span className="grid size-10 place-items-center rounded-full bg-danger-600 text-white"><Icon name="play" className="size-5" filled /></span>
            {labels.event.play}
          </span>
        </span>
        <span className="sr-only">{replay.title}</span>
      </a>
    </div>
  );
}

export function Tags() {
  const { tags } = useFrontmatter('event');
  const { labels } = useSite().data;
  if (!tags) throw new Error('<Tags /> needs "tags" in the frontmatter');
  return (
    <ul aria-label={labels.event.tags} className="mx-auto mt-8 flex max-w-3xl flex-wrap justify-center gap-2">
      {tags.map((tag) => <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">#{tag}</li>)}
    </ul>
  );
}
