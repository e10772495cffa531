/** The Markdown headings of a page, in order: the search index's text and the anchors rehype-slug gives. */
import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { startOf, type Located } from './located.ts';

export interface OutlineHeading {
  depth: number;
  text: string;
  /** The id rehype-slug gives it when the page compiles (github-slugger over its text, in page order). */
  id: string;
  at: Located;
}

export function outlineHeadings(tree: Root): OutlineHeading[] {
  const headings: OutlineHeading[] = [];
  const slugger = new GithubSlugger();
  visit(tree, 'heading', (node) => {
    const text = toString(node, { includeImageAlt: false });
    headings.push({ depth: node.depth, text, id: slugger.slug(text), at: startOf(node) });
  });
  return headings;
}
