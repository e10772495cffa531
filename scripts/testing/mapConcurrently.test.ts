import { describe, expect, it } from 'vitest';
import { mapConcurrently } from './mapConcurrently.ts';

describe('mapConcurrently', () => {
  it('gives the results in the items’ order, whichever finishes first', async () => {
    const delays = [30, 0, 20, 10, 0];
    const results = await mapConcurrently(delays, 2, (delay) => new Promise<number>((resolve) => setTimeout(() => resolve(delay), delay)));
    expect(results).toEqual(delays);
  });

  it('never runs more than the limit at once, and runs every item once', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await mapConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(item);
      running -= 1;
    });
    expect(most).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('fails with the first task that fails, starts none after it, and returns once those running have ended', async () => {
    const started: number[] = [];
    let running = 0;
    await expect(mapConcurrently([1, 2, 3, 4], 2, async (item) => {
      started.push(item);
      running += 1;
      await new Promise((resolve) => setTimeout(resolve, item === 2 ? 0 : 20));
      running -= 1;
      if (item === 2) throw new Error('two failed');
      return item;
    })).rejects.toThrow('two failed');
    expect(started).toEqual([1, 2]);
    expect(running).toBe(0);
  });
});
