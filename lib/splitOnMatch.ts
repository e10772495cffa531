import { normalizeVietnamese } from './normalizeVietnamese.ts';

/** A text cut around the first place a query matches it, for showing the match highlighted. */
export interface MatchSplit {
  before: string;
  match: string;
  after: string;
}

/**
 * Finds the query in the text the way searchPages matches (case, tone marks and đ/d ignored) and
 * cuts the original text there, so the highlight covers the letters as written ("Đường" for "duong").
 * Undefined when the query is blank or does not occur.
 */
export function splitOnMatch(text: string, query: string): MatchSplit | undefined {
  const needle = normalizeVietnamese(query.trim());
  if (needle === '') return undefined;
  const { folded, starts, ends } = foldedWithPlaces(text);
  const at = folded.indexOf(needle);
  if (at < 0) return undefined;
  const start = starts[at] ?? 0;
  // A mark written after the last matched letter belongs to it.
  let end = ends[at + needle.length - 1] ?? text.length;
  while (end < text.length && normalizeVietnamese(text[end] ?? '') === '') end++;
  return { before: text.slice(0, start), match: text.slice(start, end), after: text.slice(end) };
}

interface FoldedText {
  folded: string;
  /** For each unit of `folded`, where in the original text the character it came from starts and ends. */
  starts: number[];
  ends: number[];
}

/** Texts folded so far: a title is folded once for every keystroke after (one character at a time is slow on a phone). */
const foldedTexts = new Map<string, FoldedText>();

/** Folds `text` now, so that its first highlight only looks it up (the search overlay does it as its index arrives). */
export function prepareHighlight(text: string): void {
  foldedWithPlaces(text);
}

function foldedWithPlaces(text: string): FoldedText {
  const known = foldedTexts.get(text);
  if (known) return known;
  // Folded one character at a time, remembering where in the original each folded letter came from:
  // folding can drop marks written as separate characters, so positions do not line up one to one.
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of text) {
    for (const letter of normalizeVietnamese(char)) {
      folded += letter;
      for (let unit = 0; unit < letter.length; unit++) {
        starts.push(offset);
        ends.push(offset + char.length);
      }
    }
    offset += char.length;
  }
  const made = { folded, starts, ends };
  foldedTexts.set(text, made);
  return made;
}
