/**
 * The same offering's weekly schedule stated differently on two pages: a warning at each place,
 * naming the others, so a writer changing one reading sees where the rest are.
 */
import type { PageFrontmatter, ParsedSiteData } from '../../content/schema.ts';
import type { ParsedYaml, Problem, SiteUnderCheck } from '../../scripts/engine/site.ts';

interface Statement {
  value: string;
  file: string;
  line: number;
  column: number;
}

export function scheduleConsistency(site: Pick<SiteUnderCheck<ParsedSiteData, PageFrontmatter>, 'pages'>): Problem[] {
  const statements = new Map<string, Statement[]>();
  const add = (course: string, value: string, file: string, yaml: ParsedYaml, path: (string | number)[]) => {
    const { position } = yaml.locate(path);
    statements.set(course, [...(statements.get(course) ?? []), { value, file, ...position }]);
  };
  // Page by page in address order, so each message names the other places in the same order.
  const pages = site.pages.flatMap(({ frontmatter, ...page }) => (frontmatter ? [{ ...page, frontmatter }] : [])).sort((a, b) => a.route.localeCompare(b.route));
  for (const page of pages) {
    const { frontmatter } = page;
    if ('offering' in frontmatter && frontmatter.offering && 'schedule' in frontmatter && frontmatter.schedule) {
      add(frontmatter.offering, frontmatter.schedule, page.file, page.yaml, ['schedule']);
    }
    if (frontmatter.type === 'schedule') {
      frontmatter.courses.forEach((entry, index) => add(entry.course, entry.schedule, page.file, page.yaml, ['courses', index, 'schedule']));
    }
  }
  return [...statements].flatMap(([course, list]) => {
    if (new Set(list.map((s) => s.value)).size < 2) return [];
    return list.map((here) => ({
      file: here.file, line: here.line, column: here.column, rule: 'consistency', field: 'schedule', severity: 'warning' as const,
      message: `${course} ghi "${here.value}" ở đây nhưng ${list.filter((other) => other !== here).map((o) => `"${o.value}" ở ${o.file}:${o.line}`).join(', ')}; hãy ghi giống nhau nếu là cùng một lịch`,
    }));
  });
}
