/** The bench's report: a Markdown table, one row per interaction and page, and a line counting what is over budget. */
import { ANSWER_TIMEOUT_MS } from './conditions.ts';
import { median } from '../stats.ts';
import { max as maxOf, summarizeRow, type RowSamples } from './stats.ts';

const ms = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)));

function noteOf(row: RowSamples): string {
  const summary = summarizeRow(row);
  const notes = [
    summary.overBudget && 'OVER BUDGET',
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

export function formatTable(rows: RowSamples[]): string {
  const lines = [
    '| interaction | route | median ms | max ms | budget ms (median / max) | from DevTools dispatch: median / max ms | runs | input at ms | load ms | |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|---|',
    ...rows.map((row) => {
      const { mid, max, fromDevTools, runs } = timingCells(row);
      const budget = `${row.budget.medianMs} / ${row.budget.maxMs}`;
      return `| ${row.interaction} | ${row.route} | ${mid} | ${max} | ${budget} | ${fromDevTools} | ${runs} | ${ms(median(row.inputAt))} | ${ms(median(row.loadAt))} | ${noteOf(row)} |`;
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

/** One line: how many rows exceed each budget, and how many lost an input altogether. */
export function formatSummary(rows: RowSamples[]): string {
  const summaries = rows.map((row) => ({ row, summary: summarizeRow(row) }));
  const overMedian = summaries.filter(({ summary }) => summary.overMedian).length;
  const overMax = summaries.filter(({ row, summary }) => summary.max > row.budget.maxMs).length;
  const unanswered = summaries.filter(({ row }) => row.unanswered > 0).length;
  return `${overMedian} of ${rows.length} interactions exceed their median budget, ${overMax} exceed their max budget`
    + `, ${unanswered} had an input with no answer within ${ANSWER_TIMEOUT_MS / 1000} s.`;
}
