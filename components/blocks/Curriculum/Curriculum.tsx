import { countOf } from '../../../lib/countOf.ts';
import { useField, usePage, useSite } from '../../SiteContext.tsx';

/**
 * The page's curriculum: blocks (e.g. two weeks each) of sessions with their topics.
 * Sessions are numbered across blocks, so adding one renumbers the rest and updates every count.
 */
export function Curriculum() {
  const { labels } = useSite().data;
  const blocks = useField('curriculum', 'Curriculum');
  const total = countOf(usePage(), 'curriculum');
  let number = 0;
  return (
    <div className="mx-auto mt-10 max-w-4xl space-y-8">
      <p className="text-center text-sm font-semibold text-brand-700">{total} {labels.sessions}</p>
      {blocks.map((block, blockIndex) => (
        <section key={block.label ?? blockIndex} aria-label={block.label ?? block.title} className="rounded-3xl border border-ink-200 bg-white p-5 shadow-card sm:p-8">
          {(block.label || block.title) && (
            // One heading for the block (label and title), so session headings (h4) always sit under an h3.
            <h3 className="mb-5 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-xl font-bold text-ink-900">
              {block.label && <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">{block.label}</span>}
              {block.title}
            </h3>
          )}
          <ol className="grid gap-4 md:grid-cols-2">
            {block.sessions.map((session) => {
              number += 1;
              return (
                <li key={number} className="rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-200/70">
                  <p className="text-xs font-bold uppercase tracking-wide text-brand-600">{labels.sessionRange} {number}</p>
                  <h4 className="mt-1 font-bold text-ink-900">{session.title}</h4>
                  <ul className="mt-3 space-y-1.5 text-sm text-ink-700">
                    {session.topics.map((topic) => (
                      <li key={topic} className="flex gap-2"><span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-400" />{topic}</li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
