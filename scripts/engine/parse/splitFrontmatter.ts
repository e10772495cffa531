/**
 * Splits a page into its frontmatter (the YAML between the two `---` lines) and its MDX body, and
 * says exactly what is wrong when the block is missing, not closed, or fenced by a line with more
 * than the three dashes. The body keeps the file's line numbers: the frontmatter lines are blanked.
 */
export interface SplitPage {
  /** The YAML text; its first line is line 2 of the file. */
  yaml: string;
  /** The whole file with the frontmatter lines emptied, so MDX positions are the file's own. */
  body: string;
}

export interface FenceProblem {
  line: number;
  column: number;
  message: string;
}

/** The first line of a file's YAML, after the opening `---`. */
export const FIRST_YAML_LINE = 2;

const FENCE = /^---[ \t]*$/;
/** A line meant as a fence: three or more dashes, perhaps followed by other characters. */
const FENCE_LIKE = /^-{3,}/;

export function splitFrontmatter(source: string): SplitPage | { problem: FenceProblem } {
  const lines = source.split('\n');
  const first = lines[0] ?? '';
  if (!FENCE_LIKE.test(first)) {
    return { problem: { line: 1, column: 1, message: 'tệp chưa có phần thông tin (frontmatter); dòng đầu tiên phải là --- rồi đến type, title, description và một dòng --- đóng lại' } };
  }
  if (!FENCE.test(first)) return { problem: fenceWithExtra(1, first) };
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (FENCE.test(line)) {
      return { yaml: lines.slice(1, index).join('\n'), body: '\n'.repeat(index + 1) + lines.slice(index + 1).join('\n') };
    }
    if (FENCE_LIKE.test(line)) return { problem: fenceWithExtra(index + 1, line) };
  }
  return { problem: { line: 1, column: 1, message: 'phần thông tin mở bằng --- ở dòng 1 nhưng không có dòng --- đóng lại; thêm một dòng chỉ có --- sau trường cuối cùng' } };
}

/** Exported for the compile cache, which keys a page by its MDX without the frontmatter. */
export function blankFrontmatter(source: string): string {
  const split = splitFrontmatter(source);
  return 'problem' in split ? source : split.body;
}

function fenceWithExtra(line: number, text: string): FenceProblem {
  const column = FENCE_LIKE.exec(text)?.[0].length === 3 ? 4 : 1;
  return { line, column, message: `dòng này phải chỉ có đúng ba dấu gạch ngang --- (đang là "${text.trimEnd()}"); xoá các ký tự thừa` };
}
