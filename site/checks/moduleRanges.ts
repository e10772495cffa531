/**
 * The home page's modules number the featured course's sessions by hand (`sessions: [5, 8]`), so they
 * go stale when its curriculum changes: together they must cover sessions 1 to N once each, in
 * order, N being the course's derived session count. One error, at the first range that is wrong.
 */
import type { Problem } from '../../scripts/engine/site.ts';
import type { FactPage, FactSite } from './factPage.ts';
import { offeringSessions } from './offeringSessions.ts';

export function moduleRangeProblems(page: FactPage, site: FactSite): Problem[] {
  const { frontmatter } = page;
  if (frontmatter?.type !== 'home') return [];
  const sessions = offeringSessions(frontmatter.featuredCourse, site);
  if (!sessions) return [];
  const total = sessions.count;
  let next = 1;
  for (const [index, { sessions: [first, last] }] of frontmatter.modules.entries()) {
    const isLast = index === frontmatter.modules.length - 1;
    const reason = first > next ? `bỏ sót buổi ${span(next, first - 1)}`
      : first < next ? `buổi ${span(first, Math.min(last, next - 1))} đã thuộc chặng trước`
        : last < first ? `buổi cuối (${last}) đứng trước buổi đầu (${first})`
          : last > total ? `khóa ${frontmatter.featuredCourse} chỉ có ${total} buổi`
            : isLast && last < total ? `buổi ${span(last + 1, total)} chưa thuộc chặng nào`
              : undefined;
    if (reason) {
      const end = isLast ? total : Math.min(Math.max(last, next), total);
      const field = `modules.${index}.sessions`;
      return [{ file: page.file, ...page.yaml.locate(['modules', index, 'sessions']).position, rule: 'fact', field, severity: 'error',
        message: `chặng ${index + 1} ghi [${first}, ${last}]: ${reason}. Các chặng phải nối tiếp nhau và phủ đúng buổi 1 đến ${total} (${total} buổi, ${sessions.from}); sửa thành [${next}, ${end}]${isLast ? '' : ' rồi xem lại các chặng sau'}` }];
    }
    next = last + 1;
  }
  return [];
}

function span(from: number, to: number): string {
  return from === to ? `${from}` : `${from}–${to}`;
}
