/**
 * An MDX body's syntax tree, parsed once for everything the facts diff reads from it (its prose,
 * the blocks it places). A body that does not parse (`npm run check` reports it) is read as its
 * lines, one paragraph each, so it can still be compared.
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

export function parseBody(body: string): Root {
  try {
    return parser.parse(body);
  } catch {
    const lines = body.split('\n').filter((line) => line.trim() !== '');
    return { type: 'root', children: lines.map((value) => ({ type: 'paragraph', children: [{ type: 'text', value }] })) };
  }
}
