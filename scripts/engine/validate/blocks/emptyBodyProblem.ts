/** A page with nothing after its frontmatter would publish as a blank page: reported at the closing `---`. */
import type { Problem } from '../../core/problem.ts';
import { splitFrontmatter } from '../../parse/splitFrontmatter.ts';
import type { BlockPage } from './blockPage.ts';

export function emptyBodyProblem(page: BlockPage): Problem | undefined {
  const split = splitFrontmatter(page.source);
  if ('problem' in split || split.body.trim() !== '') return undefined;
  const fenceLine = split.yaml.split('\n').length + 2;
  return { file: page.file, line: fenceLine, column: 1, rule: 'body', severity: 'error',
    message: 'trang chưa có nội dung sau phần thông tin (frontmatter); viết nội dung bên dưới dòng --- này, bắt đầu bằng tiêu đề chính "# …"' };
}
