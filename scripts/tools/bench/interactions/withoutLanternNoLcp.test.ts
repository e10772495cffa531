import { afterEach, describe, expect, it, vi } from 'vitest';
import { withoutLanternNoLcp } from './withoutLanternNoLcp.ts';

/** Stands in for the trace engine's own class, which is all the filter knows it by. */
class LanternError extends Error {}

afterEach(() => vi.restoreAllMocks());

describe('withoutLanternNoLcp', () => {
  it('drops only the NO_LCP Lantern error while the report runs, and gives back its result', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const other = new LanternError('missing metric: TTI');
    const result = await withoutLanternNoLcp(async () => {
      console.error(new LanternError('NO_LCP'));
      console.error(other);
      console.error(new Error('NO_LCP'));
      return 42;
    });
    expect(result).toBe(42);
    expect(printed.mock.calls).toEqual([[other], [new Error('NO_LCP')]]);
  });

  it('puts console.error back, also when the report fails', async () => {
    const before = console.error;
    await expect(withoutLanternNoLcp(() => Promise.reject(new Error('flow failed')))).rejects.toThrow('flow failed');
    expect(console.error).toBe(before);
  });
});
