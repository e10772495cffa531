/**
 * Every JSX element of a page against the block specs, all at once, each problem at the element or
 * the prop it is about: an unknown block, its props, the page kind and parent it may sit in, the
 * frontmatter it shows and the list its `of` names. One mistake gives one problem: an unknown block's
 * props are not checked, a block on the wrong kind of page is not asked for fields, and an `of` with a
 * problem of its own is not looked up.
 */
import type { BlockSpec } from './blockSpec.ts';
import type { Problem } from '../../core/problem.ts';
import type { BlockPage } from './blockPage.ts';
import type { BlockUse } from './blockUse.ts';
import type { OutlineElement } from '../../parse/outline/jsxElements.ts';
import { needsProblem } from './needsProblem.ts';
import { ofProblem } from './ofProblem.ts';
import { kindProblem, parentProblem } from './placementProblems.ts';
import { propProblems } from './propProblems.ts';
import { isBlockName, isUnknownHtmlTag, unknownBlockProblem, unknownTagProblem } from './unknownBlock.ts';

export function blockElementProblems(page: BlockPage, specs: Readonly<Record<string, BlockSpec>>): Problem[] {
  return page.outline.elements.flatMap((element) => elementProblems(page, element, specs));
}

/** One element's problems: what blockElementProblems reports of it. */
export function elementProblems(page: BlockPage, { name, ...element }: OutlineElement, specs: Readonly<Record<string, BlockSpec>>): Problem[] {
  const blockNames = Object.keys(specs);
  if (name !== undefined && isUnknownHtmlTag(name)) return [unknownTagProblem(page.file, { ...element, name }, blockNames)];
  if (name === undefined || !isBlockName(name)) return [];
  const spec = specs[name];
  if (!spec) return [unknownBlockProblem(page.file, { ...element, name }, blockNames)];
  const use: BlockUse = { page, element: { ...element, name }, spec };
  const kind = kindProblem(use);
  const props = propProblems(use);
  const needs = kind ? undefined : needsProblem(use);
  const of = needs || props.some((problem) => problem.field === `${name}.of`) ? undefined : ofProblem(use);
  return [kind, parentProblem(use), ...props, needs, of].filter((problem) => problem !== undefined);
}
