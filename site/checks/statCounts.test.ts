/** A stat's `countOf` (statCounts.ts) as a writer meets its mistake on the real site (scripts/testing/scratchContent.ts). */
import { describe, expect, it } from 'vitest';
import { errorsWith } from '../../scripts/testing/scratchContent.ts';

describe('a stat counted from a list', () => {
  it('reports a stat counting a list the page does not have', () => {
    const page = ['---', 'type: landing', 'title: Trang thống kê', 'description: Một trang có ô thống kê đếm một danh sách không tồn tại trên trang.',
      'stats:', '  - countOf: projects', '    label: dự án', '---', '# Trang thử', 'Nội dung.', ''].join('\n');
    expect(errorsWith({ 'dem.mdx': page })).toEqual([
      'content/dem.mdx:6:5  count  stats.0.countOf: không có danh sách "projects" trên trang này để đếm; dùng curriculum, exercises, instructors hoặc tên một danh sách thẻ (cards)',
    ]);
  });
});
