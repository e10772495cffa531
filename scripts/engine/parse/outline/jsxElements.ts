/**
 * Every JSX element a page writes (`<Section id="…">`, `<script>`), with its attributes turned into
 * plain values where they are written as literals, so blocks can be validated before anything renders.
 */
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visitParents } from 'unist-util-visit-parents';
import { literalValue } from './literalValue.ts';
import { startOf, type Located } from './located.ts';

/** An attribute as written: text, a bare name (true), a literal in braces, or code the engine cannot read. */
export type AttributeValue =
  | { kind: 'text'; value: string }
  | { kind: 'true' }
  | { kind: 'literal'; value: unknown; source: string }
  | { kind: 'expression'; source: string };

export interface OutlineAttribute {
  /** Undefined for a spread (`{...props}`). */
  name?: string;
  value: AttributeValue;
  at: Located;
}

export interface OutlineElement {
  /** Undefined for a fragment (`<>…</>`). */
  name?: string;
  at: Located;
  attributes: OutlineAttribute[];
  /** The nearest enclosing JSX element's name, if any. */
  parent?: string;
  /** Whether it is written inside a paragraph (`text`) or on lines of its own (`flow`). */
  placement: 'flow' | 'text';
}

export function outlineJsxElements(tree: Root): OutlineElement[] {
  const elements: OutlineElement[] = [];
  visitParents(tree, (node) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement', (node, ancestors) => {
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    const parent = ancestors.findLast((a) => a.type === 'mdxJsxFlowElement' || a.type === 'mdxJsxTextElement') as MdxJsxFlowElement | undefined;
    elements.push({
      ...(element.name ? { name: element.name } : {}),
      at: startOf(element),
      attributes: element.attributes.map(outlineAttribute),
      ...(parent?.name ? { parent: parent.name } : {}),
      placement: element.type === 'mdxJsxFlowElement' ? 'flow' : 'text',
    });
  });
  return elements;
}

function outlineAttribute(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): OutlineAttribute {
  const at = startOf(attribute);
  if (attribute.type === 'mdxJsxExpressionAttribute') return { at, value: { kind: 'expression', source: attribute.value } };
  const { name, value } = attribute;
  if (value === null || value === undefined) return { name, at, value: { kind: 'true' } };
  if (typeof value === 'string') return { name, at, value: { kind: 'text', value } };
  const literal = literalValue(value.data?.estree);
  return { name, at, value: literal.ok ? { kind: 'literal', value: literal.value, source: value.value } : { kind: 'expression', source: value.value } };
}
