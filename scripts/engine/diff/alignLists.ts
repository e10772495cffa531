/**
 * How one list becomes another: a longest common subsequence of equal items is kept, and the
 * differences between kept items are runs of deleted and inserted items. Facts (sessions,
 * speakers) and prose (sentences, words) are both compared this way, so inserting one item reads
 * as one insertion, not as every later item changed.
 */

export type Alignment = ({ same: [number, number] } | { deleted: number[]; inserted: number[] })[];

/** The steps from `a` to `b`: kept pairs of indices, and between them runs of indices deleted from `a` and inserted from `b`. */
export function alignLists(a: string[], b: string[]): Alignment {
  // common[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const steps: Alignment = [];
  let run = { deleted: [] as number[], inserted: [] as number[] };
  const flush = () => {
    if (run.deleted.length + run.inserted.length > 0) steps.push(run);
    run = { deleted: [], inserted: [] };
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      steps.push({ same: [i++, j++] });
    } else if (j >= b.length || (i < a.length && common[i + 1]![j]! >= common[i]![j + 1]!)) {
      run.deleted.push(i++);
    } else {
      run.inserted.push(j++);
    }
  }
  flush();
  return steps;
}

/** How alike two items are, from 0 (nothing in common) to 1 (equal). */
export type Similarity = (deleted: number, inserted: number) => number;

/** Two items at least this alike are read as one item edited rather than one removed and another added. */
export const EDIT_THRESHOLD = 0.5;

/**
 * Within one run of differences, which deleted item was edited into which inserted one: pairs in
 * order, as many and as alike as possible, each at least EDIT_THRESHOLD alike, except that one item
 * facing one item is always an edit. Returns `[deleted, inserted]` index pairs.
 */
export function pairEdits(deleted: number[], inserted: number[], similarity: Similarity): [number, number][] {
  if (deleted.length === 1 && inserted.length === 1) return [[deleted[0]!, inserted[0]!]];
  // best[i][j]: the largest total similarity pairing deleted[i..] with inserted[j..].
  const best = Array.from({ length: deleted.length + 1 }, () => new Array<number>(inserted.length + 1).fill(0));
  const alike = (i: number, j: number) => {
    const score = similarity(deleted[i]!, inserted[j]!);
    return score >= EDIT_THRESHOLD ? score : 0;
  };
  for (let i = deleted.length - 1; i >= 0; i--) {
    for (let j = inserted.length - 1; j >= 0; j--) {
      const pair = alike(i, j);
      best[i]![j] = Math.max(best[i + 1]![j]!, best[i]![j + 1]!, pair > 0 ? pair + best[i + 1]![j + 1]! : 0);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < deleted.length && j < inserted.length) {
    const pair = alike(i, j);
    if (pair > 0 && best[i]![j] === pair + best[i + 1]![j + 1]!) pairs.push([deleted[i++]!, inserted[j++]!]);
    else if (best[i]![j] === best[i + 1]![j]) i++;
    else j++;
  }
  return pairs;
}
