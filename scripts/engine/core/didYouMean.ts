/**
 * The candidate closest to what a writer typed (an id, a field, a block name), by edit distance,
 * ignoring case and tone marks; undefined when none is close enough to be a likely typo.
 */
import { normalizeVietnamese } from '../../../lib/normalizeVietnamese.ts';

export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  const typed = fold(input);
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(typed, fold(candidate));
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  if (!best || best.candidate === input) return undefined;
  const allowed = Math.max(1, Math.floor(Math.max(typed.length, best.candidate.length) / 3));
  return best.distance <= allowed ? best.candidate : undefined;
}

function fold(text: string): string {
  return normalizeVietnamese(text.trim());
}

/** Levenshtein distance with one row of memory. */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}
