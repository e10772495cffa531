import { describe, expect, it } from 'vitest';
import { mean, median, ratio } from './stats.ts';

describe('mean', () => {
  it('averages the runs, and is NaN for none', () => {
    expect(mean([1, 2, 6])).toBe(3);
    expect(mean([])).toBeNaN();
  });
});

describe('median', () => {
  it('takes the middle of an odd number of edits, whatever their order', () => {
    expect(median([900, 120, 140, 110, 130])).toBe(130);
  });

  it('takes the mean of the two middle values of an even number', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN for none', () => {
    expect(median([])).toBeNaN();
  });
});

describe('ratio', () => {
  it('divides ours by theirs to two decimals', () => {
    expect(ratio(5.2, 8.7)).toBe('0.60');
  });

  it('is a dash when a side has no figure', () => {
    expect(ratio(Number.NaN, 8)).toBe('–');
    expect(ratio(3, 0)).toBe('–');
  });
});
