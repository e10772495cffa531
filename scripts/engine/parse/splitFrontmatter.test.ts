import { describe, expect, it } from 'vitest';
import { blankFrontmatter, splitFrontmatter } from './splitFrontmatter.ts';

describe('splitFrontmatter', () => {
  it('keeps the body on the lines of the file', () => {
    const split = splitFrontmatter('---\ntype: page\ntitle: A\n---\n# Tiêu đề\n');
    expect(split).toEqual({ yaml: 'type: page\ntitle: A', body: '\n\n\n\n# Tiêu đề\n' });
  });

  it('says a block that is never closed is not closed, at its first line', () => {
    const split = splitFrontmatter('---\ntype: page\ntitle: A\n\n# Tiêu đề\n');
    expect(split).toMatchObject({ problem: { line: 1, column: 1, message: expect.stringContaining('không có dòng --- đóng lại') } });
  });

  it('names a closing fence with extra characters at its line', () => {
    const split = splitFrontmatter('---\ntype: page\n---x\n# A\n');
    expect(split).toMatchObject({ problem: { line: 3, column: 4, message: expect.stringContaining('"---x"') } });
  });

  it('names an opening fence with extra characters', () => {
    expect(splitFrontmatter('----\ntype: page\n---\n')).toMatchObject({ problem: { line: 1, column: 1 } });
    expect(splitFrontmatter('--- yaml\ntype: page\n---\n')).toMatchObject({ problem: { line: 1, column: 4 } });
  });

  it('says a file without frontmatter has none', () => {
    expect(splitFrontmatter('# Tiêu đề\n')).toMatchObject({ problem: { line: 1, message: expect.stringContaining('chưa có phần thông tin') } });
  });

  it('tolerates spaces after a fence', () => {
    expect(splitFrontmatter('--- \ntype: page\n---  \nA')).toEqual({ yaml: 'type: page', body: '\n\n\nA' });
  });

  it('leaves a file without a valid block as it is when blanking', () => {
    expect(blankFrontmatter('# A')).toBe('# A');
    expect(blankFrontmatter('---\na: 1\n---\nB')).toBe('\n\n\nB');
  });
});
