/**
 * The sentences of a page's prose that changed: unchanged sentences are matched by a longest common
 * subsequence; within each run of differences, a removed sentence and an added one that keep at
 * least half their words are one sentence edited (shown word by word), the rest added or removed.
 */
import type { Root } from 'mdast';
import { alignLists, pairEdits } from './alignLists.ts';
import { proseSentences } from './proseSentences.ts';
import { wordSimilarity } from './wordDiff.ts';

/** A sentence edited (both sides), added (`after` only) or removed (`before` only). */
export interface ProseChange {
  before?: string;
  after?: string;
}

/** The changed sentences between two bodies' trees (parseBody.ts). */
export function compareProse(before: Root, after: Root): ProseChange[] {
  const old = proseSentences(before);
  const now = proseSentences(after);
  return alignLists(old, now).flatMap((step) => {
    if (!('deleted' in step)) return [];
    const pairs = pairEdits(step.deleted, step.inserted, (i, j) => wordSimilarity(old[i]!, now[j]!));
    const editedFrom = new Map(pairs.map(([i, j]) => [j, i]));
    const edited = new Set(pairs.map(([i]) => i));
    return [
      ...step.deleted.filter((i) => !edited.has(i)).map((i): ProseChange => ({ before: old[i]! })),
      ...step.inserted.map((j): ProseChange => {
        const from = editedFrom.get(j);
        return from === undefined ? { after: now[j]! } : { before: old[from]!, after: now[j]! };
      }),
    ];
  });
}
