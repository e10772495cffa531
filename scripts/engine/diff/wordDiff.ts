/**
 * A sentence's edit word by word, as Markdown for a pull-request comment: words removed struck
 * through, words added in bold, the rest as it was ("Học ~~19~~ **20** buổi."). Words are what
 * lies between spaces, so the marks always sit against a space or the end and GitHub renders them.
 */
import { alignLists } from './alignLists.ts';

/** Characters that would start Markdown or HTML inside a comment, escaped so text shows as written. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_~[\]<>]/g, '\\$&');
}

const wordsOf = (sentence: string) => sentence.split(/\s+/).filter((word) => word !== '');

export function diffWords(before: string, after: string): string {
  const old = wordsOf(before);
  const now = wordsOf(after);
  const show = (words: string[]) => words.map(escapeMarkdown).join(' ');
  return alignLists(old, now).map((step) => {
    if ('same' in step) return escapeMarkdown(now[step.same[1]]!);
    const removed = step.deleted.map((i) => old[i]!);
    const added = step.inserted.map((j) => now[j]!);
    return [removed.length > 0 && `~~${show(removed)}~~`, added.length > 0 && `**${show(added)}**`].filter(Boolean).join(' ');
  }).join(' ');
}

/**
 * How alike two sentences are, from 0 to 1: the share of their words (case and punctuation aside)
 * they keep in order. A rewritten sentence is still recognised as the same sentence edited.
 */
export function wordSimilarity(before: string, after: string): number {
  const normal = (sentence: string) => wordsOf(sentence.toLocaleLowerCase('vi').replace(/[\p{P}\p{S}]+/gu, ' '));
  const old = normal(before);
  const now = normal(after);
  if (old.length + now.length === 0) return 1;
  const kept = alignLists(old, now).filter((step) => 'same' in step).length;
  return (2 * kept) / (old.length + now.length);
}
