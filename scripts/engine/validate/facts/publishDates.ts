/**
 * Publishing dates that cannot both be meant: a page taken down on or before the day it goes up
 * (never shown), and a draft whose publishDate has come (the writer wants it out, or does not yet).
 * "Today" is the build's (SITE_NOW or the date in Vietnam), as publishing uses it.
 */
import type { Problem } from '../../core/problem.ts';
import type { PageUnderCheck, SiteUnderCheck } from '../underCheck.ts';

export function publishDateProblems(page: Pick<PageUnderCheck, 'file' | 'frontmatter' | 'yaml'>, site: Pick<SiteUnderCheck, 'today'>): Problem[] {
  const { frontmatter } = page;
  if (!frontmatter) return [];
  const { draft, publishDate, unpublishDate } = frontmatter;
  const at = (field: 'draft' | 'unpublishDate', message: string): Problem =>
    ({ file: page.file, ...page.yaml.locate([field]).position, rule: 'publish', field, severity: 'error', message });
  const problems: Problem[] = [];
  if (publishDate !== undefined && unpublishDate !== undefined && unpublishDate <= publishDate) {
    problems.push(at('unpublishDate', `trang bị gỡ ngày ${unpublishDate}, không sau ngày đăng ${publishDate} (publishDate), nên sẽ không bao giờ hiện; đặt unpublishDate sau ${publishDate}, hoặc xoá dòng này nếu trang không cần gỡ`));
  }
  if (draft && publishDate !== undefined && publishDate <= site.today) {
    problems.push(at('draft', `trang là bản nháp nhưng ngày đăng ${publishDate} (publishDate) đã tới (hôm nay là ${site.today}); muốn đăng thì xoá draft: true, chưa muốn đăng thì đổi publishDate sang một ngày sau ${site.today}`));
  }
  return problems;
}
