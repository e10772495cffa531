import { normalizeVietnamese } from './normalizeVietnamese.ts';

/** One page in the search index. */
export interface SearchEntry {
  title: string;
  url: string;
  description: string;
  headings: string[];
}

/**
 * Pages whose title contains the query, ignoring case, tone marks and đ/d;
 * then pages that match only in their description or headings.
 * An empty (or blank) query matches nothing.
 */
export function searchPages(entries: SearchEntry[], query: string): SearchEntry[] {
  const needle = normalizeVietnamese(query.trim());
  if (needle === '') return [];
  const inTitle: SearchEntry[] = [];
  const elsewhere: SearchEntry[] = [];
  for (const entry of entries) {
    const { title, rest } = foldedOf(entry);
    if (title.includes(needle)) inTitle.push(entry);
    else if (rest.some((text) => text.includes(needle))) elsewhere.push(entry);
  }
  return [...inTitle, ...elsewhere];
}

/**
 * Folds every entry's texts ahead of the first search: done when the index arrives, the first
 * keystroke does not wait for it (17–33 ms of a phone's main thread at Lighthouse's 4× slowdown).
 */
export function prepareSearch(entries: SearchEntry[]): void {
  for (const entry of entries) foldedOf(entry);
}

/** Each entry's texts folded once, not at every keystroke (an entry, as read from the index, never changes). */
const folded = new WeakMap<SearchEntry, { title: string; rest: string[] }>();

function foldedOf(entry: SearchEntry): { title: string; rest: string[] } {
  let texts = folded.get(entry);
  if (!texts) {
    texts = { title: normalizeVietnamese(entry.title), rest: [entry.description, ...entry.headings].map(normalizeVietnamese) };
    folded.set(entry, texts);
  }
  return texts;
}
