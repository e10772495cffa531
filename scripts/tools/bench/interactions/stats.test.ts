import { describe, expect, it } from 'vitest';
import { median } from '../stats.ts';
import { FIRST_RESULTS_BUDGET, KEYSTROKE_RESULTS_BUDGET, TAP_BUDGET, max, summarizeRow, type RowSamples } from './stats.ts';

const row = (times: number[], overrides: Partial<RowSamples> = {}): RowSamples => ({
  interaction: 'menu', route: '/', times, timesFromDevTools: times, unanswered: 0, unansweredBeforeCode: 0, inputAt: [], loadAt: [], budget: TAP_BUDGET, ...overrides,
});

describe('median and max', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(max([3, 9, 4])).toBe(9);
  });

  it('has no value for no samples', () => {
    expect(median([])).toBeNaN();
    expect(max([])).toBeNaN();
  });
});

describe('summarizeRow', () => {
  it('is within budget at a median of 100 ms and a slowest run of 150 ms', () => {
    expect(summarizeRow(row([90, 100, 150])).overBudget).toBe(false);
  });

  it('is over budget when the median passes 100 ms or one run passes 150 ms', () => {
    expect(summarizeRow(row([90, 101, 120]))).toMatchObject({ overMedian: true, overMax: false, overBudget: true });
    expect(summarizeRow(row([20, 30, 151]))).toMatchObject({ overMedian: false, overMax: true, overBudget: true });
  });

  it('counts an input that got no answer as over budget, however fast the others were', () => {
    expect(summarizeRow(row([10, 12], { unanswered: 1 })).overBudget).toBe(true);
  });

  it('holds the first search results to 1 s and each later keystroke\'s to 50 ms', () => {
    expect(summarizeRow(row([400, 700, 1000], { budget: FIRST_RESULTS_BUDGET })).overBudget).toBe(false);
    expect(summarizeRow(row([400, 700, 1001], { budget: FIRST_RESULTS_BUDGET })).overMax).toBe(true);
    expect(summarizeRow(row([20, 35, 50], { budget: KEYSTROKE_RESULTS_BUDGET })).overBudget).toBe(false);
    expect(summarizeRow(row([20, 35, 51], { budget: KEYSTROKE_RESULTS_BUDGET })).overMax).toBe(true);
  });
});
