/** The Markdown headings of a page, in order: the search index's text and the anchors rehype-slug gives. */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { startOf, type Located } from './located.ts';

export interface OutlineHeading {
  depth: number;
  text: string;
  at: Located;
}

export function outlineHeadings(tree: Root): OutlineHeading[] {
  const headings: OutlineHeading[] = [];
  visit(tree, 'heading', (node) => {
    headings.push({ depth: node.depth, text: toString(node), at: startOf(node) });
  });
  return headings;
}
