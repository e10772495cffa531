import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../core/problem.ts';
import { outlineMdx } from '../parse/outlineMdx.ts';
import { fixtureProblems } from '../../testing/fixtureSite/fixtureProblems.ts';
import { literalMarkdownProblems } from './literalMarkdown.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', 'markdown', name), 'utf8');

/** The problems of one piece of MDX, as `npm run check` prints them. */
function problemsOf(source: string): string[] {
  const parsed = outlineMdx(source);
  if (!('outline' in parsed)) throw new Error(parsed.error.reason);
  return literalMarkdownProblems({ file: 'content/thu.mdx', outline: parsed.outline, source }).map(formatProblem);
}

describe('Markdown that would show as typed', () => {
  it.each([
    ['a heading without the space after its #', 'heading-no-space.mdx',
      'content/thu.mdx:11:1  markdown  "##Lịch học" hiện nguyên văn vì thiếu dấu cách sau #; viết "## Lịch học" (muốn hiện dấu # ở đầu dòng thì viết \\#)'],
    ['a closing ** after punctuation and against a letter, at the **', 'bold-not-closing.mdx',
      'content/thu.mdx:9:13  markdown  "**Thời gian:**19h" hiện nguyên văn: ** đóng đứng sau dấu câu ":" và dính liền "1" nên không đóng được chữ đậm; viết "**Thời gian:** 19h"'],
    ['a } standing alone, as a warning', 'stray-close-brace.mdx',
      'content/thu.mdx:9:37  markdown  warning: dấu } đứng một mình: trong MDX, cặp { } bao một đoạn mã; muốn hiện dấu } thì viết \\}'],
    ['a { never closed, at the brace itself rather than where its paragraph ends', 'stray-open-brace.mdx',
      'content/thu.mdx:9:12  mdx  dấu { mở một biểu thức nhưng không có dấu } đóng lại; nếu muốn hiện dấu { trong chữ, viết \\{'],
  ])('reports %s', (_what, name, expected) => {
    expect(fixtureProblems({ 'thu.mdx': fixture(name) })).toEqual([expected]);
  });

  it('reports braces around words that are not code at the opening brace, not where the code fails', () => {
    const page = fixture('stray-open-brace.mdx').replace('Công thức: { giá = số lượng × đơn giá.', 'Công thức: { giá = số lượng × đơn giá }.');
    expect(fixtureProblems({ 'thu.mdx': page })).toEqual([
      'content/thu.mdx:9:12  mdx  nội dung trong cặp { } không phải là một biểu thức hợp lệ; nếu muốn hiện dấu { } trong chữ, viết \\{ và \\}',
    ]);
  });

  it('reports an opening ** against a letter and before punctuation, suggesting the space before it', () => {
    expect(fixtureProblems({ 'thu.mdx': '---\ntype: page\ntitle: Thử\ndescription: Một trang thử chữ đậm không mở được.\n---\n\n# Thử\n\nHọc viên nói**"Rất hay"** sau buổi học.\n' })).toEqual([
      'content/thu.mdx:9:13  markdown  "nói**"Rất hay"**" hiện nguyên văn: ** mở dính liền "i" và đứng trước dấu câu """ nên không mở được chữ đậm; viết "nói **"Rất hay"**"',
    ]);
  });

  it('finds headings without their space in lists and quotes, and where a paragraph goes on', () => {
    expect(problemsOf('- ##Một\n\n> ##Hai\n\nĐoạn văn\n#Ba\n')).toEqual([
      expect.stringMatching(/^content\/thu\.mdx:1:3 {2}markdown {2}"##Một"/),
      expect.stringMatching(/^content\/thu\.mdx:3:3 {2}markdown {2}"##Hai"/),
      expect.stringMatching(/^content\/thu\.mdx:6:1 {2}markdown {2}"#Ba"/),
    ]);
  });

  it('accepts what renders as meant: escapes, a number after #, # inside a line, bold that closes', () => {
    expect(problemsOf([
      '\\##Không phải tiêu đề',
      '',
      '#1 trong ngành, buổi #2 và ##3 ở giữa dòng.',
      '',
      '**Thời gian:** 19h, **đậm**, __cũng đậm__, tên_biến_có_gạch, 2 * 3 * 4.',
      '',
      'Dấu ngoặc \\{ và \\} viết đúng; `{ trong mã }` cũng vậy.',
      '',
      '\\*\\*Không đậm:\\*\\*chữ',
    ].join('\n'))).toEqual([]);
  });
});
