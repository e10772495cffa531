/**
 * Reads an MDX body once, at load: its headings (for the search index) or, when it does not
 * parse, the problem at its place in the file (lines counted from the top, frontmatter included).
 */
import { toString } from 'mdast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Problem } from './problem.ts';

const parser = unified().use(remarkParse).use(remarkMdx);

export function outlineMdx(body: string, file: string, bodyFirstLine: number): { headings: string[] } | { problem: Problem } {
  try {
    const tree = parser.parse(body);
    const headings: string[] = [];
    visit(tree, 'heading', (node) => {
      headings.push(toString(node));
    });
    return { headings };
  } catch (error) {
    const place = (error as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
    const point = place && 'start' in place && place.start ? place.start : place;
    const line = (point?.line ?? 1) + bodyFirstLine - 1;
    const reason = (error as { reason?: string }).reason ?? String(error);
    return { problem: { file, line, column: point?.column ?? 1, rule: 'mdx', severity: 'error',
      message: `${reason}; check that every <Block> is closed and every { has its }` } };
  }
}
