/**
 * Prose whose characters suggest Markdown that did not take: `**` or `__` left in the text (a bold
 * that could not close), `#` opening a line (a heading without its space), braces. The validators
 * decide which is a mistake; this only keeps those pieces of text, with where they start.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { startOf, type Located } from './located.ts';

export interface OutlineText {
  value: string;
  at: Located;
  /** The text exactly as written in the file, when it differs from `value` (escapes). */
  source?: string;
}

const SUSPECT = /\*\*|__|[{}]|(?:^|\n)#/;

export function outlineTexts(tree: Root, body: string): OutlineText[] {
  const texts: OutlineText[] = [];
  visit(tree, 'text', (node) => {
    if (!SUSPECT.test(node.value)) return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const source = start !== undefined && end !== undefined ? body.slice(start, end) : undefined;
    texts.push({ value: node.value, at: startOf(node), ...(source !== undefined && source !== node.value ? { source } : {}) });
  });
  return texts;
}
