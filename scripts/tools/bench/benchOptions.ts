/**
 * What `npm run bench` is asked to do, read from its arguments: one mode, and its pages. A mistake
 * (an unknown peer, two modes at once, a page count that is not a whole number) is a BenchUsageError
 * that says what to write instead.
 */
import { parseArgs } from 'node:util';

export type BenchMode =
  /** The site, then the site with N synthetic pages added, each built cold and warm. */
  | { mode: 'scale'; pages: number[]; content?: string }
  /** Only write `pages` synthetic pages into `dir`. */
  | { mode: 'write'; dir: string; pages: number }
  /** Our build against Astro's on the same synthetic site, with a share card per page on both sides or on neither. */
  | { mode: 'compare'; peer: 'astro'; pages: number[]; cards: boolean }
  /** The writer's preview: `npm run dev` to the first page, an edit to the open browser, a broken page. */
  | { mode: 'dev' }
  /** `npm run build` of this site, cold and warm. */
  | { mode: 'site' };

export class BenchUsageError extends Error {}

const DEFAULT_PAGES = '25,1000,5000';

export function parseBenchOptions(args: string[]): BenchMode {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        pages: { type: 'string' },
        content: { type: 'string' },
        write: { type: 'string' },
        compare: { type: 'string' },
        'no-cards': { type: 'boolean' },
        dev: { type: 'boolean' },
        site: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new BenchUsageError(error instanceof Error ? error.message : String(error));
  }
  const modes = (['compare', 'write', 'dev', 'site', 'content'] as const).filter((name) => values[name] !== undefined);
  if (modes.length > 1) throw new BenchUsageError(`--${modes.join(' and --')} are separate runs: give one of them.`);
  if ((values.dev || values.site) && values.pages !== undefined) {
    throw new BenchUsageError(`--${values.dev ? 'dev' : 'site'} measures this site as it is: drop --pages.`);
  }
  const pages = pageCounts(values.pages ?? DEFAULT_PAGES);
  if (values['no-cards'] && values.compare === undefined) throw new BenchUsageError('--no-cards turns the share cards off on both sides of --compare astro: give it with --compare astro.');
  if (values.compare !== undefined) {
    if (values.compare !== 'astro') throw new BenchUsageError(`--compare takes "astro", the one peer measured here, not "${values.compare}".`);
    return { mode: 'compare', peer: 'astro', pages, cards: !values['no-cards'] };
  }
  if (values.write !== undefined) return { mode: 'write', dir: values.write, pages: pages.at(-1) ?? 0 };
  if (values.dev) return { mode: 'dev' };
  if (values.site) return { mode: 'site' };
  return values.content === undefined ? { mode: 'scale', pages } : { mode: 'scale', pages, content: values.content };
}

/** "25,1000" as [25, 1000]; every count a whole number of at least 1. */
function pageCounts(list: string): number[] {
  const counts = list.split(',').map((item) => item.trim());
  for (const count of counts) {
    if (!/^[1-9]\d*$/.test(count)) throw new BenchUsageError(`--pages takes whole numbers of pages separated by commas, e.g. 25,1000; "${count}" is not one.`);
  }
  return counts.map(Number);
}
