import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './benchArgs.ts';

describe('parseBenchArgs', () => {
  it('measures five loads of every interaction on the default build, with Lighthouse', () => {
    expect(parseBenchArgs([], 'dist/client')).toEqual({ runs: 5, only: undefined, dist: path.resolve('dist/client'), lighthouse: true, tapAt: 'load' });
  });

  it('takes the number of runs, a name filter, another build, taps while loading and no Lighthouse', () => {
    expect(parseBenchArgs(['--runs', '3', '--only', 'search', '--dist', '/tmp/old/client', '--while-loading', '--no-lighthouse'], 'dist/client'))
      .toEqual({ runs: 3, only: 'search', dist: '/tmp/old/client', lighthouse: false, tapAt: 'visible' });
  });

  it('refuses a run count that is not a whole number of at least one', () => {
    expect(() => parseBenchArgs(['--runs', '0'], 'dist/client')).toThrow(/--runs must be a whole number/);
    expect(() => parseBenchArgs(['--runs', 'two'], 'dist/client')).toThrow(/received "two"/);
  });

  it('refuses options it does not know', () => {
    expect(() => parseBenchArgs(['--run', '3'], 'dist/client')).toThrow();
  });
});
