/**
 * Rules over content that no single field's schema can make: which pages are published now
 * (drafts and scheduled pages are listed, not failed), by the build's clock, and numbers YAML
 * would misread.
 */
import type { ContentPage, PublishStatus } from './contentPage.ts';
import type { Frontmatter } from '../core/frontmatter.ts';
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

/**
 * Whether the build is a preview of the site on another date (SITE_NOW set): its pages then keep that
 * date, where a build for visitors lets the visitor's clock decide again what may have changed since.
 */
export function isPreview(now = process.env.SITE_NOW): boolean {
  return Boolean(now);
}

/** Whether a page is out now: drafts never (outside dev), scheduled ones from publishDate, until unpublishDate. */
export function publishStatus(frontmatter: Pick<Frontmatter, 'draft' | 'publishDate' | 'unpublishDate'>, today: string): PublishStatus {
  if (frontmatter.draft) return 'draft';
  if (frontmatter.publishDate && frontmatter.publishDate > today) return 'scheduled';
  if (frontmatter.unpublishDate && frontmatter.unpublishDate <= today) return 'expired';
  return 'published';
}

export function publishNote(page: Pick<ContentPage, 'file' | 'frontmatter' | 'yaml'>, status: PublishStatus): Problem | undefined {
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
