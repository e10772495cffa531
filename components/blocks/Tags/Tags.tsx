import { useFrontmatter, useSite } from '../../SiteContext.tsx';

/** The event's keywords as tags. */
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
