import { describe, expect, it } from 'vitest';
import { BenchUsageError, parseBenchOptions } from './benchOptions.ts';

describe('parseBenchOptions', () => {
  it('scales the site by 25, 1,000 and 5,000 synthetic pages when given nothing', () => {
    expect(parseBenchOptions([])).toEqual({ mode: 'scale', pages: [25, 1000, 5000] });
  });

  it('compares with Astro on the page counts given, a share card per page on both sides', () => {
    expect(parseBenchOptions(['--compare', 'astro', '--pages', '25,1000'])).toEqual({ mode: 'compare', peer: 'astro', pages: [25, 1000], cards: true });
  });

  it('compares with Astro with the share cards off on both sides', () => {
    expect(parseBenchOptions(['--compare', 'astro', '--no-cards', '--pages', '25'])).toEqual({ mode: 'compare', peer: 'astro', pages: [25], cards: false });
  });

  it('refuses --no-cards without --compare, where there is no other side to turn them off on', () => {
    expect(() => parseBenchOptions(['--no-cards'])).toThrow('--no-cards turns the share cards off on both sides of --compare astro: give it with --compare astro.');
  });

  it('refuses a peer other than Astro, naming it', () => {
    expect(() => parseBenchOptions(['--compare', 'hugo'])).toThrow(new BenchUsageError('--compare takes "astro", the one peer measured here, not "hugo".'));
  });

  it('measures the preview or the site build alone', () => {
    expect(parseBenchOptions(['--dev'])).toEqual({ mode: 'dev' });
    expect(parseBenchOptions(['--site'])).toEqual({ mode: 'site' });
  });

  it('writes the last page count given into the folder', () => {
    expect(parseBenchOptions(['--write', 'out', '--pages', '10,40'])).toEqual({ mode: 'write', dir: 'out', pages: 40 });
  });

  it('builds a folder of pages instead of synthetic ones', () => {
    expect(parseBenchOptions(['--content', 'pages', '--pages', '25'])).toEqual({ mode: 'scale', pages: [25], content: 'pages' });
  });

  it('refuses two modes at once', () => {
    expect(() => parseBenchOptions(['--dev', '--site'])).toThrow('--dev and --site are separate runs: give one of them.');
    expect(() => parseBenchOptions(['--compare', 'astro', '--dev'])).toThrow(BenchUsageError);
  });

  it('refuses a page count on a run that measures the site as it is', () => {
    expect(() => parseBenchOptions(['--dev', '--pages', '25'])).toThrow('--dev measures this site as it is: drop --pages.');
  });

  it('refuses a page count that is not a whole number of at least one', () => {
    for (const pages of ['25,', 'ten', '0', '2.5', '-3']) {
      expect(() => parseBenchOptions(['--pages', pages]), pages).toThrow(BenchUsageError);
    }
  });

  it('refuses an option it does not know', () => {
    expect(() => parseBenchOptions(['--astro'])).toThrow(BenchUsageError);
  });
});
