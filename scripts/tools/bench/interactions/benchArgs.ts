/** The command line of `npm run bench:interactions`. */
import path from 'node:path';
import { parseArgs } from 'node:util';

export interface BenchArgs {
  /** Fresh page loads per interaction. */
  runs: number;
  /** Measure only interactions whose name contains this (case ignored). */
  only?: string;
  /** The built site's client folder to serve. */
  dist: string;
  /** Also run Lighthouse's user flow for Interaction to Next Paint. */
  lighthouse: boolean;
  /** When the first tap comes: once the page has loaded, or the moment its control is visible. */
  tapAt: TapMoment;
}

/**
 * `load`: a visitor's first tap on a page that has just loaded, as the issue's own figures were taken.
 * `visible`: the moment the control is laid out, while the HTML may still be arriving and being laid out.
 */
export type TapMoment = 'load' | 'visible';

export const USAGE = 'usage: npm run bench:interactions -- [--runs N] [--only TEXT] [--dist DIR] [--while-loading] [--no-lighthouse]';

/** Parses `argv` (without node and the script); throws an Error saying what is wrong and how to write it. */
export function parseBenchArgs(argv: string[], defaultDist: string): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '5' },
      only: { type: 'string' },
      dist: { type: 'string', default: defaultDist },
      'no-lighthouse': { type: 'boolean', default: false },
      'while-loading': { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, received "${values.runs}"\n${USAGE}`);
  if (values.only !== undefined && values.only.trim() === '') throw new Error(`--only needs some text of an interaction's name\n${USAGE}`);
  return { runs, only: values.only, dist: path.resolve(values.dist), lighthouse: !values['no-lighthouse'], tapAt: values['while-loading'] ? 'visible' : 'load' };
}
