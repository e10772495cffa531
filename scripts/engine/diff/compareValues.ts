/**
 * Compares two values (what a page shows, a data entry) fact by fact. A fact is a leaf: a scalar,
 * or a list of scalars read as one value (time slots, tags). Lists of objects are aligned by their
 * longest common subsequence, so a session inserted into a curriculum is one added item rather
 * than every later session changed.
 */
import { alignLists, pairEdits } from './alignLists.ts';

type Scalar = string | number | boolean | null;
export type FactValue = Scalar | Scalar[];
export type FactPath = (string | number)[];

export interface Fact {
  path: FactPath;
  value: FactValue;
}

/**
 * One difference: a fact changed, added (no `before`) or removed (no `after`); or a whole list item
 * (a session, a speaker) added or removed, with its facts. Indices in a path count in the newer
 * value, except in what was removed, which keeps its place in the older one.
 */
export type Change =
  | { kind: 'fact'; path: FactPath; before?: FactValue; after?: FactValue }
  | { kind: 'item'; path: FactPath; status: 'added' | 'removed'; facts: Fact[] };

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);
const isObjectList = (value: unknown): value is unknown[] => Array.isArray(value) && !value.every(isScalar);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf of a value, in order, keyed by its dotted path; lists of objects are numbered from 0. */
export function flattenFacts(value: unknown, prefix: FactPath = [], facts = new Map<string, Fact>()): Map<string, Fact> {
  if (value === undefined) return facts;
  if (isScalar(value) || (Array.isArray(value) && value.every(isScalar))) {
    facts.set(prefix.join('.'), { path: prefix, value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => flattenFacts(item, [...prefix, index], facts));
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flattenFacts(item, [...prefix, key], facts);
  }
  return facts;
}

/** Added, removed and changed facts, in the order the newer value lists them, a removed one where it stood. */
export function compareFacts(before: Map<string, Fact>, after: Map<string, Fact>): Change[] {
  return inNewerOrder([...before.keys()], [...after.keys()]).flatMap((key): Change[] => {
    const old = before.get(key);
    const now = after.get(key);
    if (old && now && JSON.stringify(old.value) === JSON.stringify(now.value)) return [];
    const path = (now ?? old)?.path ?? [];
    return [{ kind: 'fact', path, ...(old && { before: old.value }), ...(now && { after: now.value }) }];
  });
}

/**
 * Every difference between two values, in the order the newer one lists them. Lists of objects are
 * aligned first; within a run of differences, a removed item and an added one that share at least
 * half their facts (or face each other alone) are one item edited, compared field by field.
 */
export function compareValues(before: unknown, after: unknown, path: FactPath = []): Change[] {
  if (isItemList(before, after) && isItemList(after, before)) {
    const old = before ?? [];
    const now = after ?? [];
    const keys = (list: unknown[]) => list.map((item) => JSON.stringify(item));
    return alignLists(keys(old), keys(now)).flatMap((step) => {
      if (!('deleted' in step)) return [];
      const pairs = pairEdits(step.deleted, step.inserted, (i, j) => sharedFacts(old[i], now[j]));
      const editedFrom = new Map(pairs.map(([i, j]) => [j, i]));
      const edited = new Set(pairs.map(([i]) => i));
      const removed = step.deleted.filter((i) => !edited.has(i)).map((i) => item('removed', old[i], [...path, i]));
      // Each inserted item in order: an edit compared field by field, or an item added whole.
      const inserted = step.inserted.flatMap((j) => {
        const from = editedFrom.get(j);
        return from === undefined ? [item('added', now[j], [...path, j])] : compareValues(old[from], now[j], [...path, j]);
      });
      return [...removed, ...inserted];
    });
  }
  if (isRecord(before) && isRecord(after)) {
    return inNewerOrder(Object.keys(before), Object.keys(after)).flatMap((key) => compareValues(before[key], after[key], [...path, key]));
  }
  return compareFacts(flattenFacts(before, path), flattenFacts(after, path));
}

/** A list of objects facing a list or nothing: compared item by item. */
function isItemList(value: unknown, other: unknown): value is unknown[] | undefined {
  if (value === undefined) return isObjectList(other);
  return Array.isArray(value) && (isObjectList(value) || isObjectList(other));
}

function item(status: 'added' | 'removed', value: unknown, path: FactPath): Change {
  return { kind: 'item', path, status, facts: [...flattenFacts(value, path).values()] };
}

/** The share of facts two items have in common, from 0 to 1. */
function sharedFacts(a: unknown, b: unknown): number {
  const left = flattenFacts(a);
  const right = flattenFacts(b);
  const same = [...left].filter(([key, fact]) => JSON.stringify(right.get(key)?.value) === JSON.stringify(fact.value)).length;
  return same / Math.max(left.size, right.size, 1);
}

/** The newer keys in order, each older key that is gone placed after the key it used to follow. */
function inNewerOrder(older: string[], newer: string[]): string[] {
  const keys = [...newer];
  let next = 0;
  for (const key of older) {
    const at = keys.indexOf(key);
    if (at >= 0) next = at + 1;
    else keys.splice(next++, 0, key);
  }
  return keys;
}
