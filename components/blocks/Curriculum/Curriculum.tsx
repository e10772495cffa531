import type { Curriculum as CurriculumBlocks, Labels } from '../../../content/schema.ts';
import { countOf } from '../../../lib/countOf.ts';
import { Icon } from '../../icons/Icon.tsx';
import { useField, usePage, useSite } from '../../SiteContext.tsx';

type Block = CurriculumBlocks[number];

/**
 * The page's curriculum: blocks (e.g. two weeks each) of sessions with their topics.
 * Sessions are numbered across blocks, so adding one renumbers the rest and updates every count.
 * A curriculum of several blocks is a disclosure per block, the first open: a phone scrolls
 * past one block, not nineteen sessions. Closed blocks stay in the HTML, so search engines and the
 * browser's find-in-page still reach every session (Chromium opens a <details> to show a match).
 */
export function Curriculum() {
  const { labels } = useSite().data;
  const blocks = useField('curriculum', 'Curriculum');
  const total = countOf(usePage(), 'curriculum');
  const firstNumbers = blocks.map((_, index) => blocks.slice(0, index).reduce((count, block) => count + block.sessions.length, 1));
  return (
    <div className="mx-auto mt-10 max-w-4xl space-y-4">
      <p className="text-center text-sm font-semibold text-brand-700">{total} {labels.sessions}</p>
      {blocks.length === 1 && blocks[0] ? (
        <section aria-label={blocks[0].label ?? blocks[0].title} className="rounded-3xl border border-ink-200 bg-white p-5 shadow-card sm:p-8">
          {(blocks[0].label || blocks[0].title) && <BlockHeading block={blocks[0]} className="mb-5" />}
          <Sessions block={blocks[0]} firstNumber={1} labels={labels} />
        </section>
      ) : blocks.map((block, index) => (
        <details key={block.label ?? block.title ?? index} open={index === 0}
          className="group rounded-3xl border border-ink-200 bg-white shadow-card open:border-brand-200">
          <summary className="flex min-h-11 cursor-pointer items-center gap-4 rounded-3xl p-5 sm:px-8">
            {/* A block without a label or title is named by its sessions' range, so every summary says what it opens. */}
            <BlockHeading block={block.label || block.title ? block : { ...block, title: rangeOf(firstNumbers[index] ?? 1, block, labels) }} className="min-w-0 flex-1" />
            <span className="shrink-0 whitespace-nowrap rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
              {block.sessions.length} {labels.sessions}
            </span>
            <Icon name="chevronDown" className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 sm:px-8 sm:pb-8">
            <Sessions block={block} firstNumber={firstNumbers[index] ?? 1} labels={labels} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** "Buổi 5–8", or "Buổi 5" for a block of one session. */
function rangeOf(first: number, block: Block, labels: Labels): string {
  const last = first + block.sessions.length - 1;
  return `${labels.sessionRange} ${first === last ? first : `${first}–${last}`}`;
}

/** One heading for the block (label and title), so session headings (h4) always sit under an h3. */
function BlockHeading({ block, className }: { block: Block; className?: string }) {
  return (
    <h3 className={`flex flex-wrap items-baseline gap-x-3 gap-y-1 text-lg font-bold text-ink-900 sm:text-xl ${className ?? ''}`}>
      {block.label && <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">{block.label}</span>}
      {block.title}
    </h3>
  );
}

function Sessions({ block, firstNumber, labels }: { block: Block; firstNumber: number; labels: Labels }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {block.sessions.map((session, index) => (
        <li key={session.title} className="rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-200/70">
          <p className="text-xs font-bold uppercase tracking-wide text-brand-600">{labels.sessionRange} {firstNumber + index}</p>
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
