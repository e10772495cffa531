/**
 * Builds the search index from the pages' frontmatter and MDX headings.
 * Runs at build time (see contentPlugin); the overlay fetches the result on first open.
 */
import { toString } from 'mdast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { SearchEntry } from '../lib/searchPages.ts';
import type { ContentPage } from './lib/loadContent.ts';

export function buildSearchIndex(pages: ContentPage[]): SearchEntry[] {
  return pages
    .filter((page) => page.frontmatter.searchable)
    .map((page) => ({
      title: page.frontmatter.title,
      url: page.route,
      description: page.frontmatter.description,
      headings: listHeadings(page.body),
    }));
}

/** Text of every Markdown heading in an MDX body, read from its syntax tree. */
export function listHeadings(mdx: string): string[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(mdx);
  const headings: string[] = [];
  visit(tree, 'heading', (node) => {
    headings.push(toString(node));
  });
  return headings;
}
