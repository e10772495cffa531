import { percentOf } from './countOf.ts';

/** Completed exercise ids as remembered in the browser; unknown or malformed entries are dropped. */
export function parseCompleted(stored: string | null, knownIds: readonly string[]): Set<string> {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && knownIds.includes(id)) : []);
  } catch {
    return new Set();
  }
}

export function serializeCompleted(completed: ReadonlySet<string>): string {
  return JSON.stringify([...completed].sort());
}

/** Done, total and rounded percent for one group of exercises. */
export function progressOf(ids: readonly string[], completed: ReadonlySet<string>): { done: number; total: number; percent: number } {
  const done = ids.filter((id) => completed.has(id)).length;
  return { done, total: ids.length, percent: percentOf(done, ids.length) };
}
