/**
 * Ids are unique on a page: two sections, tabs, exercises or headings with one id break links to
 * `#id` and the tabs. A duplicate is reported where it occurs the second time, naming the line of the first.
 */
import type { BlockSpec } from './blockSpec.ts';
import type { Problem } from '../../core/problem.ts';
import type { BlockPage } from './blockPage.ts';
import { listPageIds, type PageIdSource } from './listPageIds.ts';

export function duplicateIdProblems(page: BlockPage, specs: Readonly<Record<string, BlockSpec>>, fromFrontmatter: readonly PageIdSource[] = []): Problem[] {
  const first = new Map<string, PageIdSource>();
  const problems: Problem[] = [];
  for (const source of listPageIds(page, specs, fromFrontmatter)) {
    // One problem per source, even when it repeats several ids (a repeated `<Tab>` repeats two).
    const repeated = source.ids.find((id) => first.has(id));
    const earlier = repeated === undefined ? undefined : first.get(repeated);
    if (repeated !== undefined && earlier) {
      problems.push({ file: page.file, ...source.at, rule: 'id', ...(source.field ? { field: source.field } : {}), severity: 'error',
        message: duplicateMessage(repeated, source, earlier) });
    }
    for (const id of source.ids) if (!first.has(id)) first.set(id, source);
  }
  return problems;
}

function duplicateMessage(id: string, source: PageIdSource, earlier: PageIdSource): string {
  const where = `dòng ${earlier.at.line} (${earlier.label})`;
  if (source.typed) return `id "${id}" đã dùng ở ${where}; mỗi id chỉ dùng một lần trên trang, đổi thành một id khác`;
  const fix = source.label.startsWith('tiêu đề') ? 'đổi chữ của tiêu đề này hoặc đổi id kia' : 'đổi id của một trong hai';
  return `${source.label} tạo id "${id}", trùng với id ở ${where}; ${fix}`;
}
