import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../core/problem.ts';
import { blockPageOf } from './blockPageOf.ts';
import { h1Problems } from './h1Problems.ts';

const problemsIn = (body: string) => h1Problems(blockPageOf(body)).map(formatProblem);

describe('h1Problems', () => {
  it('accepts one main heading, written in Markdown or as <h1>', () => {
    expect(problemsIn('<PageHero>\n\n# Tiêu đề\n\n</PageHero>\n\n## Mục\n')).toEqual([]);
    expect(problemsIn('<h1>Tiêu đề</h1>\n')).toEqual([]);
  });

  it('asks for the main heading inside the opening block the page starts with', () => {
    expect(problemsIn('\n<PageHero>\n\n## Tiêu đề\n\n</PageHero>\n')).toEqual([
      'content/thu.mdx:5:1  heading  trang chưa có tiêu đề chính; thêm một dòng "# Tiêu đề trang" bên trong <PageHero>, trước đoạn giới thiệu',
    ]);
    expect(problemsIn('\nĐoạn văn.\n')).toEqual([
      'content/thu.mdx:5:1  heading  trang chưa có tiêu đề chính; thêm một dòng "# Tiêu đề trang" ở đầu nội dung',
    ]);
  });

  it('reports each main heading after the first, naming the line of the first', () => {
    expect(problemsIn('# Một\n\n# Hai\n')).toEqual([
      'content/thu.mdx:6:1  heading  trang đã có tiêu đề chính (#) ở dòng 4; mỗi trang chỉ có một, đổi dòng này thành tiêu đề mục "## …"',
    ]);
  });
});
