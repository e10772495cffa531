import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../core/problem.ts';
import { parseYaml } from '../../parse/parseYaml.ts';
import { droppedCommentErrors } from './droppedComment.ts';

const errors = (yaml: string) => droppedCommentErrors('content/a.mdx', yaml, parseYaml(yaml)).map(formatProblem);

describe('droppedCommentErrors', () => {
  it('reports an unquoted value that loses its text after " #", with its field and the value quoted', () => {
    expect(errors('type: event\ntitle: Blockchain Mastery #2\n')).toEqual([
      'content/a.mdx:2:27  yaml  title: "#2" bị YAML hiểu là chú thích và bỏ đi, chỉ còn "Blockchain Mastery"; đặt cả giá trị trong ngoặc kép: title: "Blockchain Mastery #2"',
    ]);
  });

  it('names a list item by its dotted path', () => {
    expect(errors('hero:\n  items:\n    - Cài đặt\n    - Bước #1 cài đặt\n')).toEqual([
      expect.stringMatching(/^content\/a\.mdx:4:12 {2}yaml {2}hero\.items\.1: "#1 cài đặt" .*: - "Bước #1 cài đặt"$/),
    ]);
  });

  it('leaves quoted values, URLs with fragments and whole-line comments alone', () => {
    expect(errors('title: "Blockchain Mastery #2"\nlabel: "Buổi #2"\nhref: /#courses\n# a comment\nurl: https://x.example.com/a#b\n')).toEqual([]);
  });
});
