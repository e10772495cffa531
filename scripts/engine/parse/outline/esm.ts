/**
 * MDX's `import` and `export` lines (code, not prose): the validators refuse them, as a page is
 * Markdown and blocks. Only where each starts and its first line are kept.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { startOf, type Located } from './located.ts';

export interface OutlineEsm {
  /** The statement's first line, as written. */
  line: string;
  at: Located;
}

export function outlineEsm(tree: Root): OutlineEsm[] {
  const found: OutlineEsm[] = [];
  visit(tree, 'mdxjsEsm', (node) => {
    found.push({ line: node.value.split('\n')[0] ?? '', at: startOf(node) });
  });
  return found;
}
