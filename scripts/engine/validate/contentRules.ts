/**
 * Checks over validated content that no single field's schema can make:
 * the same fact stated differently on two pages, and which pages
 * are published now (drafts and scheduled pages are listed, not failed).
 */
import type { ContentPage, PublishStatus } from './contentPage.ts';
import type { ParsedYaml } from '../parse/parseYaml.ts';
import type { Problem } from '../core/problem.ts';

export type { PublishStatus };

/** Today's date in Vietnam (YYYY-MM-DD), or the build's clock from SITE_NOW. */
export function siteToday(now = process.env.SITE_NOW): string {
  return new Date(Date.parse(siteNow(now)) + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The build's clock as an ISO instant: SITE_NOW (a date is its midnight in Vietnam) or the real time. */
export function siteNow(now = process.env.SITE_NOW): string {
  const instant = now ? new Date(now.length === 10 ? `${now}T00:00:00+07:00` : now) : new Date();
  if (Number.isNaN(instant.getTime())) throw new Error(`SITE_NOW=${now}: cần một ngày dạng 2025-08-01 (hoặc ngày giờ ISO)`);
  return instant.toISOString();
}

/** Whether a page is out now: drafts never (outside dev), scheduled ones from publishDate, until unpublishDate. */
export function publishStatus(frontmatter: ContentPage['frontmatter'], today: string): PublishStatus {
  if (frontmatter.draft) return 'draft';
  if (frontmatter.publishDate && frontmatter.publishDate > today) return 'scheduled';
  if (frontmatter.unpublishDate && frontmatter.unpublishDate <= today) return 'expired';
  return 'published';
}

export function publishNote(page: ContentPage, status: PublishStatus): Problem | undefined {
  if (status === 'published') return undefined;
  const { frontmatter } = page;
  const message = {
    draft: 'bản nháp: chỉ hiện khi chạy npm run dev; không có trong bản build, tìm kiếm, sitemap và menu',
    scheduled: `hẹn giờ: đăng từ ngày ${frontmatter.publishDate}; trước ngày đó trang chưa hiện`,
    expired: `đã gỡ từ ngày ${frontmatter.unpublishDate}; không có trong bản build`,
  }[status];
  const key = status === 'draft' ? 'draft' : status === 'scheduled' ? 'publishDate' : 'unpublishDate';
  const { position } = page.yaml.locate([key]);
  return { file: page.file, ...position, rule: 'publish', field: key, message, severity: 'note' };
}

interface Statement {
  value: string;
  file: string;
  line: number;
  column: number;
}

/**
 * The same offering's weekly schedule stated differently on two pages: a warning at each place,
 * naming the others, so a writer changing one reading sees where the rest are.
 */
export function scheduleConsistency(pages: ContentPage[]): Problem[] {
  const statements = new Map<string, Statement[]>();
  const add = (course: string, value: string, file: string, yaml: ParsedYaml, path: (string | number)[]) => {
    const { position } = yaml.locate(path);
    statements.set(course, [...(statements.get(course) ?? []), { value, file, ...position }]);
  };
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

/** A number written the Vietnamese way, 150.000: YAML reads it as 150. */
const DOTTED_THOUSANDS = /^(\s*(?:-\s+)?[\w.-]+:\s+)(\d{1,3}(?:\.\d{3})+)\s*(?:#.*)?$/;

/** Errors where a number is written with dots between thousands, which YAML reads as a decimal. */
export function dottedNumberErrors(file: string, yamlText: string, firstLine = 1): Problem[] {
  return yamlText.split('\n').flatMap((text, index) => {
    const match = DOTTED_THOUSANDS.exec(text);
    if (!match) return [];
    const [, lead = '', number = ''] = match;
    return [{ file, line: firstLine + index, column: lead.length + 1, rule: 'yaml', severity: 'error' as const,
      message: `viết số liền, không dấu chấm: ${number} phải là ${number.replace(/\./g, '')} (YAML hiểu dấu chấm là dấu thập phân${Number.isNaN(Number(number)) ? ' và đọc giá trị này thành chữ' : `, nên đọc thành ${Number(number)}`})` }];
  });
}
