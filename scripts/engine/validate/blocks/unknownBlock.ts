/**
 * A capitalised tag is a block (`<Section>`): it must be one MDX knows, else the page would fail to
 * render. Lowercase tags are HTML elements, which are not blocks (see the raw-HTML checks), but a
 * lowercase tag HTML does not have (`<stattiles />`) would print nothing: it is a block mistyped.
 */
import { htmlTagNames } from 'html-tag-names';
import type { Problem } from '../../core/problem.ts';
import type { OutlineElement } from '../../parse/outline/jsxElements.ts';
import { didYouMeanText } from '../../../../lib/didYouMean.ts';

export function isBlockName(name: string): boolean {
  return /^[A-Z]/.test(name);
}

const HTML_TAGS = new Set(htmlTagNames);

/** A lowercase tag that is no HTML element (custom elements have a hyphen, and are not ours either). */
export function isUnknownHtmlTag(name: string): boolean {
  return !isBlockName(name) && !HTML_TAGS.has(name) && !name.includes('.');
}

export function unknownBlockProblem(file: string, element: OutlineElement & { name: string }, blockNames: readonly string[]): Problem {
  const guess = didYouMeanText(element.name, blockNames);
  const hint = guess || `; dùng một trong các khối: ${[...blockNames].sort().join(', ')}`;
  return { file, ...element.at, rule: 'block', field: element.name, severity: 'error',
    message: `không có khối <${element.name}>${hint}` };
}

export function unknownTagProblem(file: string, element: OutlineElement & { name: string }, blockNames: readonly string[]): Problem {
  const block = blockNames.find((candidate) => candidate.toLowerCase() === element.name.toLowerCase());
  const hint = block ? `; tên khối viết hoa chữ đầu mỗi từ: viết <${block}>` : didYouMeanText(element.name, blockNames) || `; dùng một trong các khối: ${[...blockNames].sort().join(', ')}`;
  return { file, ...element.at, rule: 'block', field: element.name, severity: 'error',
    message: `<${element.name}> không phải thẻ HTML hay khối nào, trang sẽ không hiện gì ở đây${hint}` };
}
