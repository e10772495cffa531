import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../core/problem.ts';
import { blockPageOf } from './blockPageOf.ts';
import { emptyBodyProblem } from './emptyBodyProblem.ts';

describe('emptyBodyProblem', () => {
  it('reports a page with nothing after its frontmatter at the closing ---', () => {
    const problem = emptyBodyProblem(blockPageOf('\n\n'));
    expect(problem && formatProblem(problem)).toBe('content/thu.mdx:3:1  body  trang chưa có nội dung sau phần thông tin (frontmatter); viết nội dung bên dưới dòng --- này, bắt đầu bằng tiêu đề chính "# …"');
    expect(emptyBodyProblem(blockPageOf('# Tiêu đề\n'))).toBeUndefined();
  });
});
