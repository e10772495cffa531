import type { ModuleListView } from './resolve.ts';
import { cardRow } from '../../ui/cardRow.ts';
import { cn } from '../../ui/cn.ts';

/** Badge colour per level, in the order of `moduleLevels` (basic → expert). */
const levelTones = [
  'bg-green-50 text-green-700 ring-green-200',
  'bg-sky-50 text-sky-700 ring-sky-200',
  'bg-violet-50 text-violet-700 ring-violet-200',
  'bg-orange-50 text-orange-700 ring-orange-200',
];

/** The curriculum summary: one card per module, with its session range, level and topics. */
export function ModuleList({ modules, sessionRange }: ModuleListView) {
  const { list, item } = cardRow({ count: modules.length, max: 3, twoFrom: 'md', gap: 4 });
  return (
    <ol className={cn('mt-12', list)}>
      {modules.map((module) => (
        <li key={module.title} className={cn('relative rounded-2xl border border-ink-200 bg-white p-6 shadow-card', item)}>
          <div className="flex items-center justify-between gap-3">
            <span className="text-sm font-semibold text-brand-600">
              {sessionRange} {module.range}
            </span>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${levelTones[module.levelIndex]}`}>{module.level}</span>
          </div>
          <h3 className="mt-3 text-lg font-bold text-ink-900">
            <span aria-hidden="true" className="mr-2 text-ink-500">{module.number}</span>
            {module.title}
          </h3>
          <ul className="mt-3 space-y-1.5 text-sm text-ink-600">
            {module.topics.map((topic) => (
              <li key={topic} className="flex gap-2"><span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-400" />{topic}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
