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
}

export const USAGE = 'usage: npm run bench:interactions -- [--runs N] [--only TEXT] [--dist DIR] [--no-lighthouse]';

/** Parses `argv` (without node and the script); throws an Error saying what is wrong and how to write it. */
export function parseBenchArgs(argv: string[], defaultDist: string): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '5' },
      only: { type: 'string' },
      dist: { type: 'string', default: defaultDist },
      'no-lighthouse': { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, received "${values.runs}"\n${USAGE}`);
  if (values.only !== undefined && values.only.trim() === '') throw new Error(`--only needs some text of an interaction's name\n${USAGE}`);
  return { runs, only: values.only, dist: path.resolve(values.dist), lighthouse: !values['no-lighthouse'] };
}
