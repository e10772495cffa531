/**
 * The candidate closest to what a writer typed (an id, a field, a block name), by edit distance,
 * ignoring case, tone marks and invisible characters; undefined when none is close enough to be a
 * likely typo. One edit is allowed per three characters (at least one), and swapping two
 * neighbouring letters counts as one edit.
 */
import { normalizeVietnamese } from './normalizeVietnamese.ts';

export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  const typed = fold(input);
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(typed, fold(candidate));
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  if (!best || best.candidate === input) return undefined;
  const allowed = Math.max(1, Math.floor(Math.max(typed.length, fold(best.candidate).length) / 3));
  return best.distance <= allowed ? best.candidate : undefined;
}

/** " Có phải ý bạn là "x"?" when a candidate is close to what was written, else nothing. */
export function didYouMeanText(written: string, candidates: readonly string[]): string {
  const guess = written ? didYouMean(written, candidates) : undefined;
  return guess === undefined ? '' : `. Có phải ý bạn là "${guess}"?`;
}

/** Pasted text carries characters no one sees (zero-width, BOM, non-breaking spaces); they are no part of the word. */
function fold(text: string): string {
  return normalizeVietnamese(text.replace(/\p{Cf}/gu, '').replace(/[\p{Zs}\t]/gu, ' ').trim());
}

/** Edit distance in which swapping two neighbouring characters is one edit (optimal string alignment). */
function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, (before[j - 2] ?? 0) + 1);
      row.push(distance);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length] ?? 0;
}
