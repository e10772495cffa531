/**
 * The query the bench types into search, one key at a time, with the results each prefix must show.
 * The word comes from the built index (a title word with tone marks, typed without them, as visitors
 * do) and the results from the site's own search function, so neither is copied from a run.
 */
import { normalizeVietnamese } from '../../../../lib/normalizeVietnamese.ts';
import { searchPages, type SearchEntry } from '../../../../lib/searchPages.ts';
import type { SearchKeystroke } from './catalogue.ts';

/** Short words match too much to say anything about typing; four letters give four later keystrokes. */
const MIN_LETTERS = 4;

export function searchKeystrokes(entries: SearchEntry[]): SearchKeystroke[] {
  const word = entries
    .flatMap((entry) => entry.title.split(/\s+/))
    .find((candidate) => /^\p{L}+$/u.test(candidate) && normalizeVietnamese(candidate) !== candidate.toLowerCase() && candidate.length >= MIN_LETTERS);
  if (!word) return [];
  const typed = normalizeVietnamese(word);
  return [...typed].map((key, index) => ({ key, hrefs: searchPages(entries, typed.slice(0, index + 1)).map((entry) => entry.url) }));
}
