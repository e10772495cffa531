/**
 * The preview's figures against the bounds of issue 27: the first page after `npm run dev` within
 * 2 s, an MDX edit seen in the open browser within 300 ms (median of 5), and a broken page shown as
 * the content error page while the other pages keep working.
 */
import { formatTable } from '../formatTable.ts';
import { median } from '../stats.ts';

export const FIRST_PAGE_BOUND_MS = 2000;
export const EDIT_BOUND_MS = 300;

/** One start of `npm run dev`, to its first page. */
export interface Start {
  wallMs: number;
  cpuSeconds: number;
}

export interface PreviewFigures {
  /** The first start, with the build's cache empty. */
  coldStart: Start;
  /** Each later start, the cache as the first left it. */
  warmStarts: Start[];
  /** Each edit, from saving the file to the word shown in the open page. */
  editsMs: number[];
  /** The broken page shows the content error page. */
  errorPageShown: boolean;
  /** What is wrong with another page opened meanwhile; undefined when it shows its content and no error. */
  otherPageProblem: string | undefined;
}

export function formatPreviewReport(figures: PreviewFigures): string {
  const startMedian = median(figures.warmStarts.map((start) => start.wallMs));
  const editMedian = median(figures.editsMs);
  const rows = [
    ['first page after npm run dev, empty cache', duration(figures.coldStart.wallMs), cpu(figures.coldStart.cpuSeconds), '', ''],
    [
      `first page after npm run dev, median of ${figures.warmStarts.length} starts (${figures.warmStarts.map((start) => duration(start.wallMs)).join(', ')})`,
      duration(startMedian),
      cpu(median(figures.warmStarts.map((start) => start.cpuSeconds))),
      `≤ ${duration(FIRST_PAGE_BOUND_MS)}`,
      yesNo(startMedian <= FIRST_PAGE_BOUND_MS),
    ],
    [`edit seen in the open page, median of ${figures.editsMs.length} (${figures.editsMs.map(duration).join(', ')})`, duration(editMedian), '', `≤ ${duration(EDIT_BOUND_MS)}`, yesNo(editMedian <= EDIT_BOUND_MS)],
  ];
  return [
    formatTable([{ title: 'preview' }, { title: 'took', align: 'right' }, { title: 'CPU', align: 'right' }, { title: 'bound', align: 'right' }, { title: 'within' }], rows),
    '',
    `A page with a broken MDX edit shows the content error page: ${yesNo(figures.errorPageShown)}`,
    `Another page keeps working meanwhile (its content, no error): ${figures.otherPageProblem === undefined ? 'yes' : `no, ${figures.otherPageProblem}`}`,
  ].join('\n');
}

/** Milliseconds under a second, seconds to a tenth above. */
export function duration(ms: number): string {
  if (Number.isNaN(ms)) return '–';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const cpu = (seconds: number) => (Number.isNaN(seconds) ? '–' : `${seconds.toFixed(1)} s`);
