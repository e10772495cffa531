/**
 * Every page's frontmatter against the schema of its kind, after the site has filled in what a page
 * takes from others (its definition's `prepareFrontmatter`), then the site's checks of valid
 * frontmatter alone. A page whose frontmatter fails keeps its kind, so its MDX can still be
 * checked; the failing fields are reported once, at their lines (a fact taken from another page at
 * that page's line, not again here).
 */
import type { z } from 'zod';
import type { Frontmatter } from '../core/frontmatter.ts';
import type { Problem } from '../core/problem.ts';
import type { ParsedPage } from '../parse/parsePage.ts';
import { didYouMeanText } from '../../../lib/didYouMean.ts';
import { issuesToProblems } from './issuesToProblems.ts';
import type { ContentDefinition } from './underCheck.ts';

export interface ValidatedPage<Page extends Frontmatter> {
  page: ParsedPage;
  kind?: Page['type'];
  /** Undefined when the frontmatter has errors. */
  frontmatter?: Page;
}

type FrontmatterRules<Page extends Frontmatter> = Pick<ContentDefinition<object, Page>, 'kinds' | 'prepareFrontmatter' | 'frontmatterChecks'>;

/** `unreadable`: pages whose YAML does not parse (reported already), which others may still name. */
export function validateFrontmatter<Page extends Frontmatter>(pages: ParsedPage[], schema: z.ZodType<Page>, definition: FrontmatterRules<Page>, unreadable: readonly ParsedPage[] = []): { pages: ValidatedPage<Page>[]; problems: Problem[] } {
  const { kinds } = definition;
  const byRoute = new Map([...unreadable, ...pages].map((page) => [page.route, page]));
  const problems: Problem[] = [];
  const validated = pages.map((page): ValidatedPage<Page> => {
    const written = (page.yaml.value as { type?: unknown } | undefined)?.type;
    const kind = kinds.find((known) => known === written);
    if (kind === undefined) {
      const { position } = page.yaml.locate(['type']);
      const what = written === undefined ? 'thiếu loại trang' : `không có loại trang ${JSON.stringify(written)}`;
      problems.push({ file: page.file, ...position, rule: 'schema', field: 'type', severity: 'error',
        message: `${what}; dùng một trong: ${kinds.join(', ')}${didYouMeanText(String(written ?? ''), kinds)}` });
      return { page };
    }
    const prepared = definition.prepareFrontmatter?.(page, byRoute) ?? { value: page.yaml.value, problems: [] };
    if (prepared.problems.length > 0 || prepared.value === undefined) {
      problems.push(...prepared.problems);
      return { page, kind };
    }
    const result = schema.safeParse(prepared.value, { reportInput: true });
    if (!result.success) {
      // A fact taken from another page is checked there, at its line: its mistake is not this page's too.
      const own = result.error.issues.filter((issue) => !takenFromElsewhere(issue.path, page.yaml.value, prepared.value));
      problems.push(...issuesToProblems(own, page.yaml, page.file, { schema, value: prepared.value }));
      return { page, kind };
    }
    for (const check of definition.frontmatterChecks ?? []) problems.push(...check(result.data, page));
    return { page, kind, frontmatter: result.data };
  });
  return { pages: validated, problems };
}

/** Whether the field at the head of `path` was filled in by `prepareFrontmatter` rather than written on the page. */
function takenFromElsewhere(path: readonly PropertyKey[], written: unknown, prepared: unknown): boolean {
  const [field] = path;
  if (typeof field !== 'string' || !isRecord(prepared) || !(field in prepared)) return false;
  return !isRecord(written) || !(field in written);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
