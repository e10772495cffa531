/**
 * The bench's report: a Markdown table, one row per interaction and page, each also read against its
 * bare-page reference row, and a line counting what is over budget or too far above its reference.
 */
import { ANSWER_TIMEOUT_MS } from './conditions.ts';
import { median } from '../stats.ts';
import { REFERENCE_RECORDS } from './referencePage.ts';
import { ABOVE_REFERENCE_BOUND, aboveReference, max as maxOf, summarizeRow, type RowSamples } from './stats.ts';

const ms = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)));
const signed = (value: number) => (Number.isNaN(value) ? '–' : `${value < 0 ? '−' : '+'}${Math.abs(Math.round(value))}`);

/** The reference row a site row is read against, if it names one and it was measured. */
function referenceOf(row: RowSamples, references: RowSamples[]): RowSamples | undefined {
  const kind = row.reference;
  return kind && references.find((reference) => reference.interaction === REFERENCE_RECORDS[kind]);
}

function noteOf(row: RowSamples, references: RowSamples[]): string {
  const summary = summarizeRow(row);
  const reference = referenceOf(row, references);
  const notes = [
    summary.overBudget && 'OVER BUDGET',
    reference && aboveReference(row, reference).beyond && 'ABOVE FLOOR',
    row.unanswered > 0 && `${row.unanswered} of ${row.times.length + row.unanswered} got no answer within ${ANSWER_TIMEOUT_MS / 1000} s`
      + (row.unansweredBeforeCode > 0 ? ` (${row.unansweredBeforeCode} came before the control's behaviour had loaded)` : ''),
  ];
  return notes.filter(Boolean).join('; ');
}

/** The cells both tables give a row: median and max, the same from DevTools' dispatch, and how many runs. */
function timingCells(row: RowSamples) {
  const { median: mid, max } = summarizeRow(row);
  return {
    mid: ms(mid),
    max: ms(max),
    fromDevTools: `${ms(median(row.timesFromDevTools))} / ${ms(maxOf(row.timesFromDevTools))}`,
    runs: String(row.times.length + row.unanswered),
  };
}

export function formatTable(rows: RowSamples[], references: RowSamples[] = []): string {
  const bound = `≤ +${ABOVE_REFERENCE_BOUND.medianMs} / +${ABOVE_REFERENCE_BOUND.maxMs}`;
  const lines = [
    `| interaction | route | median ms | max ms | budget ms (median / max) | above its reference, ms (median / max; ${bound}) | from DevTools dispatch: median / max ms | runs | input at ms | load ms | |`,
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    ...rows.map((row) => {
      const { mid, max, fromDevTools, runs } = timingCells(row);
      const budget = `${row.budget.medianMs} / ${row.budget.maxMs}`;
      const reference = referenceOf(row, references);
      const above = reference ? aboveReference(row, reference) : undefined;
      const aboveCell = above && row.reference ? `${signed(above.median)} / ${signed(above.max)} (${row.reference})` : '–';
      return `| ${row.interaction} | ${row.route} | ${mid} | ${max} | ${budget} | ${aboveCell} | ${fromDevTools} | ${runs} | ${ms(median(row.inputAt))} | ${ms(median(row.loadAt))} | ${noteOf(row, references)} |`;
    }),
  ];
  return lines.join('\n');
}

/**
 * The reference rows (referencePage.ts) as their own table: the floor of the same taps on a bare page,
 * to read the site's rows against, so they carry no budget.
 */
export function formatReferenceTable(rows: RowSamples[]): string {
  const lines = [
    '| reference (bare HTML page, same taps and throttling) | median ms | max ms | from DevTools dispatch: median / max ms | runs |',
    '|---|--:|--:|--:|--:|',
    ...rows.map((row) => {
      const { mid, max, fromDevTools, runs } = timingCells(row);
      return `| ${row.interaction} | ${mid} | ${max} | ${fromDevTools} | ${runs} |`;
    }),
  ];
  return lines.join('\n');
}

/** One line: how many rows exceed each budget, how many are too far above their reference, and how many lost an input altogether. */
export function formatSummary(rows: RowSamples[], references: RowSamples[] = []): string {
  const summaries = rows.map((row) => ({ row, summary: summarizeRow(row) }));
  const overMedian = summaries.filter(({ summary }) => summary.overMedian).length;
  const overMax = summaries.filter(({ row, summary }) => summary.max > row.budget.maxMs).length;
  const unanswered = summaries.filter(({ row }) => row.unanswered > 0).length;
  const read = rows.flatMap((row) => {
    const reference = referenceOf(row, references);
    return reference ? [aboveReference(row, reference)] : [];
  });
  const aboveFloor = read.length === 0 ? ''
    : `, ${read.filter((above) => above.beyond).length} of ${read.length} read against a bare page are more than`
      + ` ${ABOVE_REFERENCE_BOUND.medianMs} ms (median) or ${ABOVE_REFERENCE_BOUND.maxMs} ms (max) above it`;
  return `${overMedian} of ${rows.length} interactions exceed their median budget, ${overMax} exceed their max budget${aboveFloor}`
    + `, ${unanswered} had an input with no answer within ${ANSWER_TIMEOUT_MS / 1000} s.`;
}
