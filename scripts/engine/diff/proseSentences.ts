/**
 * The prose of an MDX body as a reader meets it, sentence by sentence: the text of every heading,
 * paragraph and table cell (Markdown marks and inline blocks left out), split into sentences; each
 * line of a code block; and each text attribute of a block (`<Section eyebrow="…">`).
 * Read from the syntax tree, so Markdown and JSX syntax never count as words.
 */
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';

const sentences = new Intl.Segmenter('vi', { granularity: 'sentence' });

const TEXT_BLOCKS = new Set(['heading', 'paragraph', 'tableCell']);

/** The sentences of a body's tree (parseBody.ts). */
export function proseSentences(tree: Root): string[] {
  const found: string[] = [];
  collect(tree, found);
  return found;
}

function collect(node: Nodes, found: string[]): void {
  if (TEXT_BLOCKS.has(node.type)) {
    for (const { segment } of sentences.segment(foldSpace(toString(node)))) {
      const sentence = segment.trim();
      if (sentence !== '') found.push(sentence);
    }
    return;
  }
  if (node.type === 'code') {
    found.push(...node.value.split('\n').map(foldSpace).filter((line) => line !== ''));
    return;
  }
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
        found.push(`${node.name ?? ''} ${attribute.name}: ${foldSpace(attribute.value)}`.trim());
      }
    }
  }
  if ('children' in node) for (const child of node.children) collect(child, found);
}

function foldSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
