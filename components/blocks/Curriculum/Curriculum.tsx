import { Icon } from '../../icons/Icon.tsx';
import type { CurriculumPart, CurriculumView } from './resolve.ts';

type Labels = CurriculumView['labels'];

/**
 * The page's curriculum: blocks (e.g. two weeks each) of sessions with their topics.
 * Sessions are numbered across blocks, so adding one renumbers the rest and updates every count.
 * A curriculum of several blocks is a disclosure per block, the first open: a phone scrolls
 * past one block, not nineteen sessions. Closed blocks stay in the HTML, so search engines and the
 * browser's find-in-page still reach every session (Chromium opens a <details> to show a match).
 */
export function Curriculum({ total, parts, labels }: CurriculumView) {
  return (
    <div className="mx-auto mt-10 max-w-4xl space-y-4">
      <p className="text-center text-sm font-semibold text-brand-700">{total} {labels.sessions}</p>
      {parts.length === 1 && parts[0] ? (
        <section aria-label={parts[0].label ?? parts[0].title} className="rounded-3xl border border-ink-200 bg-white p-5 shadow-card sm:p-8">
          {(parts[0].label || parts[0].title) && <BlockHeading part={parts[0]} />}
          <Sessions part={parts[0]} labels={labels} />
        </section>
      ) : parts.map((part, index) => (
        <details key={part.label ?? part.title ?? index} open={index === 0}
          className="group rounded-3xl border border-ink-200 bg-white shadow-card open:border-brand-200">
          <BlockSummary part={part} labels={labels} />
          <div className="px-5 pb-5 sm:px-8 sm:pb-8">
            <Sessions part={part} labels={labels} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** Where each part of a summary sits, with and without a label badge: a phone puts the title on a row of its own. */
const summaryGrid = {
  withBadge: { heading: 'col-span-2 col-start-1 row-start-2 sm:col-span-1 sm:col-start-2 sm:row-start-1', count: 'col-start-2 row-start-1 sm:col-start-3' },
  noBadge: { heading: 'col-span-2 col-start-1 row-start-1', count: 'col-start-1 row-start-2 sm:col-start-3 sm:row-start-1' },
};

/**
 * A block's summary: its label, its heading (its title, else its label, else the sessions' range),
 * its session count and a chevron. A grid, since a summary holds only phrasing content and a heading.
 */
function BlockSummary({ part, labels }: { part: CurriculumPart; labels: Labels }) {
  const badge = part.label && part.title ? part.label : undefined;
  const place = badge ? summaryGrid.withBadge : summaryGrid.noBadge;
  return (
    <summary className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 rounded-3xl p-5 sm:grid-cols-[auto_1fr_auto_auto] sm:gap-x-4 sm:px-8">
      {badge && <span className="col-start-1 row-start-1 justify-self-start rounded-full bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">{badge}</span>}
      <h3 className={`${place.heading} min-w-0 text-lg font-bold text-ink-900 sm:text-xl`}>{part.heading}</h3>
      <span className={`${place.count} justify-self-start whitespace-nowrap rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700`}>
        {part.sessions.length} {labels.sessions}
      </span>
      <Icon name="chevronDown" className="col-start-3 row-span-2 row-start-1 size-5 text-brand-600 transition-transform group-open:rotate-180 sm:col-start-4 sm:row-span-1" />
    </summary>
  );
}

/** A lone block's heading (label and title), so session headings (h4) always sit under an h3. */
function BlockHeading({ part }: { part: CurriculumPart }) {
  return (
    <h3 className="mb-5 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-xl font-bold text-ink-900">
      {part.label && <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">{part.label}</span>}
      {part.title}
    </h3>
  );
}

function Sessions({ part, labels }: { part: CurriculumPart; labels: Labels }) {
  return (
    // An odd last session takes the whole row: a box half empty reads as a session missing.
    <ol className="grid gap-4 md:grid-cols-2 md:[&>:last-child:nth-child(odd)]:col-span-2">
      {part.sessions.map((session, index) => (
        <li key={part.firstNumber + index} className="rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-200/70">
          <p className="text-xs font-bold uppercase tracking-wide text-brand-600">{labels.sessionRange} {part.firstNumber + index}</p>
          <h4 className="mt-1 font-bold text-ink-900">{session.title}</h4>
          <ul className="mt-3 space-y-1.5 text-sm text-ink-700">
            {session.topics.map((topic) => (
              <li key={topic} className="flex gap-2"><span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-400" />{topic}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
