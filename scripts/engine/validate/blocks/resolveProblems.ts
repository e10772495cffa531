/**
 * Every block of every valid page resolved as it will render (its spec's `resolve`), once the site's
 * facts are derived: a fact the block needs and the content lacks is reported at the block, so no
 * writer's mistake is left for the render to meet. A block with a problem of its own is skipped:
 * its one mistake is already reported, and its props are not what would render. A fact missing from
 * the shared data is one mistake however many blocks show it (a course's start date on its card and
 * in the schedule): it is reported once, at the first of them.
 */
import type { Problem } from '../../core/problem.ts';
import { MissingFact, type BlockPageFacts, type BlockSpec } from './blockSpec.ts';
import { elementProblems } from './blockElementProblems.ts';
import type { BlockPage } from './blockPage.ts';
import { readProps } from './readProps.ts';

export type ResolvablePage = BlockPage & BlockPageFacts<NonNullable<BlockPage['frontmatter']>>;

export function resolveProblems(pages: readonly ResolvablePage[], specs: Readonly<Record<string, BlockSpec>>, site: unknown): Problem[] {
  const reported = new Set<string>();
  return missingFacts(pages, specs, site)
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
    .filter((problem) => !reported.has(problem.message) && reported.add(problem.message));
}

/** Each block use's missing fact, as many times as blocks show it. */
function missingFacts(pages: readonly ResolvablePage[], specs: Readonly<Record<string, BlockSpec>>, site: unknown): Problem[] {
  return pages.flatMap((page) => page.outline.elements.flatMap((element) => {
    const spec = element.name === undefined ? undefined : specs[element.name];
    if (!spec?.resolve || elementProblems(page, element, specs).length > 0) return [];
    const props = spec.props.safeParse(readProps(element).values);
    if (!props.success) return [];
    try {
      spec.resolve(props.data, { file: page.file, route: page.route, frontmatter: page.frontmatter }, site);
      return [];
    } catch (error) {
      if (!(error instanceof MissingFact)) throw error;
      return [{ file: page.file, ...element.at, rule: 'fact', field: element.name, severity: 'error' as const, message: error.message }];
    }
  }));
}
