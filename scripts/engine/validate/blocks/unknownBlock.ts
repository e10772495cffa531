/**
 * A capitalised tag is a block (`<Section>`): it must be one MDX knows, else the page would fail to
 * render. Lowercase tags are HTML elements, which are not blocks (see the raw-HTML checks).
 */
import type { Problem } from '../../core/problem.ts';
import type { OutlineElement } from '../../parse/outline/jsxElements.ts';
import { didYouMeanText } from '../didYouMeanText.ts';

export function isBlockName(name: string): boolean {
  return /^[A-Z]/.test(name);
}

export function unknownBlockProblem(file: string, element: OutlineElement & { name: string }, blockNames: readonly string[]): Problem {
  const guess = didYouMeanText(element.name, blockNames);
  const hint = guess || `; dùng một trong các khối: ${[...blockNames].sort().join(', ')}`;
  return { file, ...element.at, rule: 'block', field: element.name, severity: 'error',
    message: `không có khối <${element.name}>${hint}` };
}
