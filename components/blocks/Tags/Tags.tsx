import type { TagsView } from './resolve.ts';

/** The event's keywords as tags. */
export function Tags({ tags, label }: TagsView) {
  return (
    <ul aria-label={label} className="mx-auto mt-8 flex max-w-3xl flex-wrap justify-center gap-2">
      {tags.map((tag) => <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">#{tag}</li>)}
    </ul>
  );
}
