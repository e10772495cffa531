import type { z } from 'zod';
import type { Labels } from '../../../content/schema.ts';
import type { stepBlock } from './step.schema.ts';

export interface StepView {
  title: string;
  /** Set by <Tab>, which numbers its steps in order. */
  number?: number;
  /** Read before the number, e.g. "Bước". */
  stepLabel: string;
}

/** The step's title and number, with the word a screen reader reads before the number. */
export function resolveStep({ title, number }: z.infer<typeof stepBlock.props> & { number?: number }, _page: unknown, site: { labels: Pick<Labels, 'step'> }): StepView {
  return { title, ...(number === undefined ? {} : { number }), stepLabel: site.labels.step };
}
