import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { blankFrontmatter } from '../../scripts/engine/parse/splitFrontmatter.ts';
import { literalValue } from '../../scripts/engine/parse/outline/literalValue.ts';
import { blocks } from '../mdx.tsx';
import { blockSpecs } from './blockSpecs.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
/** The compiler's parser, so the elements checked are those that render. */
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** Every use of a block in one MDX file its spec refuses, as `file:line:col  <Block>  prop: reason`. */
function refusedUses(file: string, source: string): string[] {
  const tree = parser.parse(blankFrontmatter(source)) as Root;
  const refused: string[] = [];
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const spec = node.name ? blockSpecs[node.name] : undefined;
    if (!spec) return;
    const at = `${file}:${node.position?.start.line}:${node.position?.start.column}  <${node.name}>`;
    const props: Record<string, unknown> = {};
    for (const attribute of node.attributes) {
      const value = valueOf(attribute);
      if ('unreadable' in value) refused.push(`${at}  ${value.unreadable}: not a literal value`);
      else props[value.name] = value.value;
    }
    const result = spec.props.safeParse(props);
    if (!result.success) refused.push(...result.error.issues.map((issue) => `${at}  ${issue.path.join('.') || '(props)'}: ${issue.message}`));
  });
  return refused;
}

/** A prop as MDX passes it: text, `true` for a bare name, a literal in braces. */
function valueOf(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): { name: string; value: unknown } | { unreadable: string } {
  if (attribute.type === 'mdxJsxExpressionAttribute') return { unreadable: `{${attribute.value}}` };
  const { name, value } = attribute;
  if (value === null || value === undefined) return { name, value: true };
  if (typeof value === 'string') return { name, value };
  const literal = literalValue(value.data?.estree);
  return literal.ok ? { name, value: literal.value } : { unreadable: name };
}

const contentFiles = readdirSync(path.join(projectRoot, 'content'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => path.posix.join('content', file.split(path.sep).join('/')));

describe('blockSpecs', () => {
  it('has a spec for exactly the blocks the MDX component map lists', () => {
    expect(Object.keys(blockSpecs).sort()).toEqual(Object.keys(blocks).sort());
  });

  it('accepts every use of every block in the site content', () => {
    expect(contentFiles.length).toBeGreaterThan(0);
    const refused = contentFiles.flatMap((file) => refusedUses(file, readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(refused).toEqual([]);
  });

  it('refuses an unknown prop, a wrong type and a non-ASCII id at the line of the element', () => {
    const source = ['---', 'type: landing', '---', '', '<Section id="lịch-học" colour="red">', '', '<CardGrid of="goals" columns={5} />', '', '</Section>', ''].join('\n');
    expect(refusedUses('content/example.mdx', source)).toEqual([
      expect.stringMatching(/^content\/example\.mdx:5:1  <Section>  id: /),
      expect.stringMatching(/^content\/example\.mdx:5:1  <Section>  \(props\): .*colour/),
      expect.stringMatching(/^content\/example\.mdx:7:1  <CardGrid>  columns: /),
    ]);
  });
});
