/**
 * An element's attributes as the props MDX would pass its component: text as text, a bare name as
 * `true`, a literal in braces as its value. Code the engine cannot read without running it (`{x}`,
 * `{...rest}`) is set apart, so it is reported once instead of as a missing or wrongly typed prop.
 */
import type { OutlineAttribute, OutlineElement } from '../../parse/outline/jsxElements.ts';

export interface WrittenProps {
  values: Record<string, unknown>;
  /** Attributes written as code: `{x}` (with its name) or a spread `{...rest}` (without). */
  unreadable: OutlineAttribute[];
}

export function readProps(element: OutlineElement): WrittenProps {
  const values: Record<string, unknown> = {};
  const unreadable: OutlineAttribute[] = [];
  for (const attribute of element.attributes) {
    const { name, value } = attribute;
    if (name === undefined || value.kind === 'expression') unreadable.push(attribute);
    else values[name] = value.kind === 'true' ? true : value.value;
  }
  return { values, unreadable };
}

/** The attribute written with this name, to place a problem about it. */
export function attributeNamed(element: OutlineElement, name: string): OutlineAttribute | undefined {
  return element.attributes.find((attribute) => attribute.name === name);
}
