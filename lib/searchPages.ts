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
    if (normalizeVietnamese(entry.title).includes(needle)) inTitle.push(entry);
    else if ([entry.description, ...entry.headings].some((text) => normalizeVietnamese(text).includes(needle))) elsewhere.push(entry);
  }
  return [...inTitle, ...elsewhere];
}
