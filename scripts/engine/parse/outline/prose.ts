/**
 * The prose of a page block by block (paragraphs, headings, table cells) as a reader reads it: the
 * text of its inline parts joined (`Học phí **6.500.000đ**` is "Học phí 6.500.000đ"), with an inline
 * block, code or expression as U+FFFC so that what stands around it stays apart. Each stretch keeps
 * where it starts in the file, so a check can point at a word inside the block (`locateInProse`).
 */
import type { PhrasingContent, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { Located } from './located.ts';

export interface OutlineProse {
  value: string;
  /**
   * Where each stretch of `value` starts in the file, in order: three numbers a stretch (its offset in
   * `value`, its line, its column), flat, as a build holds every page's prose at once and an array per
   * stretch took a third of it.
   */
  starts: number[];
}

/** Stands for what is not text in a block: `<Count of="curriculum" />`, `code`, `{expression}`. */
export const NOT_TEXT = '\uFFFC';

export function outlineProse(tree: Root, body: string): OutlineProse[] {
  const lines = body.split('\n');
  const blocks: OutlineProse[] = [];
  visit(tree, (node) => {
    if (node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'tableCell') return undefined;
    const block: OutlineProse = { value: '', starts: [] };
    for (const child of node.children) addPhrasing(block, child, lines);
    if (block.value.trim()) blocks.push(block);
    return SKIP;
  });
  return blocks;
}

function addPhrasing(block: OutlineProse, node: PhrasingContent, lines: string[]): void {
  if (node.type === 'text') {
    const start = node.position?.start;
    node.value.split('\n').forEach((text, index) => {
      if (index > 0) block.value += '\n';
      if (start) {
        const line = start.line + index;
        // A continuation line's indent is not in the text: find where the text starts on the line.
        const column = index === 0 ? start.column : (lines[line - 1] ?? '').indexOf(text) + 1 || 1;
        block.starts.push(block.value.length, line, column);
      }
      block.value += text;
    });
  } else if (node.type === 'break') {
    block.value += '\n';
  } else if ('children' in node && node.children.length > 0) {
    for (const child of node.children) addPhrasing(block, child as PhrasingContent, lines);
  } else {
    block.value += NOT_TEXT;
  }
}

/** The line and column in the file of a character of a block's `value`. */
export function locateInProse(prose: OutlineProse, offset: number): Located {
  const { starts } = prose;
  let found: number | undefined;
  for (let at = 0; at < starts.length && (starts[at] ?? 0) <= offset; at += 3) found = at;
  if (found === undefined) return { line: starts[1] ?? 1, column: starts[2] ?? 1 };
  return { line: starts[found + 1] ?? 1, column: (starts[found + 2] ?? 1) + offset - (starts[found] ?? 0) };
}
