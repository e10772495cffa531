import { describe, expect, it } from 'vitest';
import { alignLists, pairEdits } from './alignLists.ts';

describe('alignLists', () => {
  it('keeps the longest common subsequence and groups the differences between kept items into runs', () => {
    expect(alignLists(['a', 'b', 'c', 'd'], ['a', 'x', 'y', 'c', 'd', 'e'])).toEqual([
      { same: [0, 0] },
      { deleted: [1], inserted: [1, 2] },
      { same: [2, 3] },
      { same: [3, 4] },
      { deleted: [], inserted: [5] },
    ]);
  });
});

describe('pairEdits', () => {
  const words = { before: ['bot swing', 'bot grid'], after: ['bot mới', 'bot swing nâng cao', 'bot grid'] };
  const alike = (i: number, j: number) => {
    const a = new Set(words.before[i]!.split(' '));
    const b = words.after[j]!.split(' ');
    return (2 * b.filter((word) => a.has(word)).length) / (a.size + b.length);
  };

  it('pairs a removed item with the added one most like it, not the one facing it', () => {
    expect(pairEdits([0], [0, 1], alike)).toEqual([[0, 1]]);
  });

  it('leaves items that share too little unpaired, except one facing one', () => {
    expect(pairEdits([0, 1], [0], () => 0.2)).toEqual([]);
    expect(pairEdits([1], [0], () => 0)).toEqual([[1, 0]]);
  });
});
