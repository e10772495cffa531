/**
 * Every page's frontmatter against the schema of its kind, after a second page about an event has
 * taken that event's facts (sameEvent.ts). A page whose frontmatter fails keeps its kind, so its MDX
 * can still be checked; the failing fields are reported once, at their lines.
 */
import type { z } from 'zod';
import type { PageFrontmatter } from '../../../content/schema.ts';
import { countOf } from '../../../lib/countOf.ts';
import type { Problem } from '../core/problem.ts';
import type { ParsedPage } from '../parse/parsePage.ts';
import { didYouMeanText } from '../../../lib/didYouMean.ts';
import { issuesToProblems } from './issuesToProblems.ts';
import { withSameEventFacts } from './sameEvent.ts';

export interface ValidatedPage {
  page: ParsedPage;
  kind?: PageFrontmatter['type'];
  /** Undefined when the frontmatter has errors. */
  frontmatter?: PageFrontmatter;
}

export function validateFrontmatter(pages: ParsedPage[], schema: z.ZodType<PageFrontmatter>, kinds: readonly string[]): { pages: ValidatedPage[]; problems: Problem[] } {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const problems: Problem[] = [];
  const validated = pages.map((page): ValidatedPage => {
    const written = (page.yaml.value as { type?: unknown } | undefined)?.type;
    if (typeof written !== 'string' || !kinds.includes(written as never)) {
      const { position } = page.yaml.locate(['type']);
      const what = written === undefined ? 'thiếu loại trang' : `không có loại trang ${JSON.stringify(written)}`;
      problems.push({ file: page.file, ...position, rule: 'schema', field: 'type', severity: 'error',
        message: `${what}; dùng một trong: ${kinds.join(', ')}${didYouMeanText(String(written ?? ''), kinds)}` });
      return { page };
    }
    const kind = written as PageFrontmatter['type'];
    const merged = withSameEventFacts(page, byRoute);
    if (merged.problems.length > 0) {
      problems.push(...merged.problems);
      return { page, kind };
    }
    const result = schema.safeParse(merged.value, { reportInput: true });
    if (!result.success) {
      problems.push(...issuesToProblems(result.error.issues, page.yaml, page.file, { schema, value: merged.value }));
      return { page, kind };
    }
    problems.push(...countProblems(result.data, page));
    return { page, kind, frontmatter: result.data };
  });
  return { pages: validated, problems };
}

/** A stat counted from a list (`countOf: goals`) must name a list the page has. */
function countProblems(frontmatter: PageFrontmatter, page: ParsedPage): Problem[] {
  if (!('stats' in frontmatter) || !frontmatter.stats) return [];
  const lists = ['curriculum', 'exercises', 'instructors', ...Object.keys(('cards' in frontmatter && frontmatter.cards) || {})];
  return frontmatter.stats.flatMap((stat, index) => {
    if (stat.countOf === undefined || countOf(frontmatter, stat.countOf) !== undefined) return [];
    const { position } = page.yaml.locate(['stats', index, 'countOf']);
    return [{ file: page.file, ...position, rule: 'count', field: `stats.${index}.countOf`, severity: 'error' as const,
      message: `không có danh sách "${stat.countOf}" trên trang này để đếm; dùng curriculum, exercises, instructors hoặc tên một danh sách thẻ (cards)${didYouMeanText(stat.countOf, lists)}` }];
  });
}
