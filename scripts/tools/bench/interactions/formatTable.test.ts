import { describe, expect, it } from 'vitest';
import { formatReferenceTable, formatSummary, formatTable } from './formatTable.ts';
import { FIRST_RESULTS_BUDGET, TAP_BUDGET, type RowSamples } from './stats.ts';

const row = (interaction: string, times: number[], overrides: Partial<RowSamples> = {}): RowSamples => ({
  interaction, route: '/', times, timesFromDevTools: times.map((time) => time + 50), unanswered: 0, unansweredBeforeCode: 0, inputAt: [600, 700, 800], loadAt: [2000, 2100, 2200], budget: TAP_BUDGET, ...overrides,
});

const cells = (line: string | undefined) => line?.split('|').slice(1, -1).map((cell) => cell.trim());

describe('formatTable', () => {
  it('writes a Markdown row per interaction with its median, max, budget, the same from DevTools\' dispatch, runs, input and load moments, rounded', () => {
    const lines = formatTable([row('menu: open', [12.4, 30.6, 18])]).split('\n');
    expect(cells(lines[0])).toEqual(['interaction', 'route', 'median ms', 'max ms', 'budget ms (median / max)', 'above its reference, ms (median / max; ≤ +50 / +100)', 'from DevTools dispatch: median / max ms', 'runs', 'input at ms', 'load ms', '']);
    expect(cells(lines[2])).toEqual(['menu: open', '/', '18', '31', '100 / 150', '–', '68 / 81', '3', '700', '2100', '']);
  });

  it('judges a row by its own budget', () => {
    const line = formatTable([row('search: first results', [300, 450, 600], { budget: FIRST_RESULTS_BUDGET })]).split('\n')[2];
    expect(cells(line)?.slice(4)).toEqual(['1000 / 1000', '–', '500 / 650', '3', '700', '2100', '']);
  });

  it('flags a row over budget and says how many inputs went unanswered', () => {
    const [, , slow, lost] = formatTable([row('slow', [90, 120, 160]), row('lost', [20, 30], { unanswered: 1 })]).split('\n');
    expect(cells(slow)?.at(-1)).toBe('OVER BUDGET');
    expect(cells(lost)?.at(-1)).toMatch(/^OVER BUDGET; 1 of 3 got no answer/);
    expect(cells(lost)?.[7]).toBe('3');
  });

  it('says how many unanswered inputs came before the control\'s behaviour had loaded', () => {
    const line = formatTable([row('tabs', [40], { unanswered: 2, unansweredBeforeCode: 2 })]).split('\n')[2];
    expect(cells(line)?.at(-1)).toMatch(/2 of 3 got no answer within 8 s \(2 came before the control's behaviour had loaded\)/);
  });

  it('shows a dash, not NaN, for a row where nothing was answered', () => {
    expect(cells(formatTable([row('dead', [], { unanswered: 3 })]).split('\n')[2])?.slice(2, 4)).toEqual(['–', '–']);
  });
});

describe('a row read against its bare-page reference', () => {
  const details = row('bare page: open a <details>', [60, 70, 90]);
  const popover = row('bare page: open a popover', [50, 55, 140]);

  it('shows what it adds to the reference of its kind, at the median and in the slowest run', () => {
    const line = formatTable([row('FAQ: open', [100, 110, 150], { reference: 'details' })], [details, popover]).split('\n')[2];
    expect(cells(line)?.[5]).toBe('+40 / +60 (details)');
    expect(cells(line)?.at(-1)).toBe('OVER BUDGET');
  });

  it('is flagged once it adds more than 50 ms at the median or 100 ms in its slowest run', () => {
    const [, , slowMedian, slowRun, within] = formatTable([
      row('tabs', [100, 121, 130], { reference: 'details' }),
      row('card', [60, 71, 191], { reference: 'details' }),
      row('tabs, faster', [20, 20, 30], { reference: 'popover' }),
    ], [details, popover]).split('\n');
    expect(cells(slowMedian)?.at(-1)).toBe('OVER BUDGET; ABOVE FLOOR');
    expect(cells(slowRun)?.at(-1)).toBe('OVER BUDGET; ABOVE FLOOR');
    expect(cells(within)?.slice(5, 6)).toEqual(['−35 / −110 (popover)']);
    expect(cells(within)?.at(-1)).toBe('');
  });

  it('is counted in the summary with the rows read against a reference', () => {
    const rows = [row('tabs', [100, 121, 130], { reference: 'details' }), row('copy', [60, 70, 90], { reference: 'popover' }), row('countdown', [0, 0, 0])];
    expect(formatSummary(rows, [details, popover])).toBe('1 of 3 interactions exceed their median budget, 0 exceed their max budget, 1 of 2 read against a bare page are more than 50 ms (median) or 100 ms (max) above it, 0 had an input with no answer within 8 s.');
  });
});

describe('formatSummary', () => {
  it('counts budgeted rows over each budget and rows with an unanswered input', () => {
    const rows = [
      row('fast', [10, 20, 30]), row('slow median', [120, 130, 140]), row('one slow run', [10, 20, 200]), row('lost', [10], { unanswered: 2 }),
      row('first results', [300, 500, 700], { budget: FIRST_RESULTS_BUDGET }),
    ];
    expect(formatSummary(rows)).toBe('1 of 5 interactions exceed their median budget, 1 exceed their max budget, 1 had an input with no answer within 8 s.');
  });
});

describe('formatReferenceTable', () => {
  it('writes the bare page\'s rows with their median, max, the same from DevTools\' dispatch and runs, and no budget', () => {
    const lines = formatReferenceTable([row('bare page: open a <details>', [120.4, 189.6, 131])]).split('\n');
    expect(cells(lines[0])?.slice(1)).toEqual(['median ms', 'max ms', 'from DevTools dispatch: median / max ms', 'runs']);
    expect(cells(lines[2])).toEqual(['bare page: open a <details>', '131', '190', '181 / 240', '3']);
  });
});
