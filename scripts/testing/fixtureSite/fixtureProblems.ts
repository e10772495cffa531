/**
 * For the validator's tests: the fixture site (fixtureSite/) with files added, swapped or removed,
 * read, parsed and validated by the engine (validate/validateContent.ts), without deriving facts.
 * The fixture's own content has no problem, so what a test gets is exactly what its files caused,
 * as `npm run check` prints it.
 */
import { formatProblem } from '../../engine/core/problem.ts';
import { inFileOrder } from '../../engine/validate/inFileOrder.ts';
import { validateContent } from '../../engine/validate/validateContent.ts';
import type { AnySiteDefinition } from '../../engine/site.ts';
import { fixtureSite } from './definition.ts';
import { inFixtureCopy, type FixtureFiles } from './loadFixture.ts';

export interface FixtureOptions {
  /** The fixture's definition, or one a test gives (`{ ...fixtureSite, … }`). */
  definition?: AnySiteDefinition;
  /** Today as the check sees it; 2026-01-01 by default, as in loadFixture. */
  today?: string;
}

/** The `path:line:col  rule  field: message` lines of the fixture site with these files. */
export function fixtureProblems(files: FixtureFiles = {}, { definition = fixtureSite, today = '2026-01-01' }: FixtureOptions = {}): string[] {
  return inFixtureCopy(files, (content, root) => inFileOrder(validateContent(definition, content, root, { today }).problems).map(formatProblem));
}
