/** The figures a row of the interaction table reports, from one sample per run. */
import { median } from '../stats.ts';
import type { ReferenceKind } from './conditions.ts';

/** The largest value; NaN for no values. */
export function max(values: number[]): number {
  return values.length === 0 ? Number.NaN : Math.max(...values);
}

/** How fast a row must be: its median and its slowest run, in ms. */
export interface Budget {
  medianMs: number;
  maxMs: number;
}

/** A tap or key that feels instant (the budget): the median under 100 ms, no run over 150 ms. */
export const TAP_BUDGET: Budget = { medianMs: 100, maxMs: 150 };
/** Results that follow each keystroke once the search code and index are here: within 50 ms. */
export const KEYSTROKE_RESULTS_BUDGET: Budget = { medianMs: 50, maxMs: 50 };
/** The first results after a first keystroke, which may wait for the index and its code: within 1 s. */
export const FIRST_RESULTS_BUDGET: Budget = { medianMs: 1000, maxMs: 1000 };
/** An event's countdown shows the visitor's own time within 100 ms of the page being shown (issue 29, item 1). */
export const COUNTDOWN_FIRST_TICK_BUDGET: Budget = { medianMs: 100, maxMs: 100 };

/**
 * How far above its bare-page reference (referencePage.ts) a row may be: what the site adds to the
 * browser's own floor, at most 50 ms at the median and 100 ms in the slowest run (issue 29, item 6).
 */
export const ABOVE_REFERENCE_BOUND: Budget = { medianMs: 50, maxMs: 100 };

export interface RowSamples {
  interaction: string;
  route: string;
  /** Milliseconds from input to the paint that showed the answer, one per answered run: from when the page was handed the input (inputHandover.ts). */
  times: number[];
  /** The same runs timed from the input event's timestamp, which includes the browser holding a DevTools tap. */
  timesFromDevTools: number[];
  /** Runs whose input got no answer within the time allowed. */
  unanswered: number;
  /** Of those, the ones whose input came before the control's behaviour had loaded. */
  unansweredBeforeCode: number;
  /** When the input came, in ms after navigation start, one per run. */
  inputAt: number[];
  /** When the page's load event ended, in ms after navigation start, one per run. */
  loadAt: number[];
  budget: Budget;
  /** The bare control it is read against; none for what no one taps (the countdown). */
  reference?: ReferenceKind;
}

export interface RowSummary {
  median: number;
  max: number;
  overMedian: boolean;
  overMax: boolean;
  /** Over either budget, or some input went unanswered. */
  overBudget: boolean;
}

export function summarizeRow(row: RowSamples): RowSummary {
  const summary = { median: median(row.times), max: max(row.times) };
  const { budget } = row;
  const overMedian = summary.median > budget.medianMs;
  const overMax = summary.max > budget.maxMs || row.unanswered > 0;
  return { ...summary, overMedian, overMax, overBudget: overMedian || overMax };
}

/** What a row adds to its reference row's median and max, and whether that is beyond ABOVE_REFERENCE_BOUND. */
export function aboveReference(row: RowSamples, reference: RowSamples): { median: number; max: number; beyond: boolean } {
  const own = summarizeRow(row);
  const floor = summarizeRow(reference);
  const above = { median: own.median - floor.median, max: own.max - floor.max };
  return { ...above, beyond: !(above.median <= ABOVE_REFERENCE_BOUND.medianMs && above.max <= ABOVE_REFERENCE_BOUND.maxMs) || row.unanswered > 0 };
}
