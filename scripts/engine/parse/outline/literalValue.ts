/**
 * The value of an attribute expression written as a plain literal (`{3}`, `{true}`, `{["a", "b"]}`,
 * `{{ a: 1 }}`, `{-1}`), read from its syntax tree; anything else (a variable, a call) is not a literal.
 */
import type { Expression, Program } from 'estree';

export type Literal = { ok: true; value: unknown } | { ok: false };

const NOT_LITERAL: Literal = { ok: false };

export function literalValue(program: Program | null | undefined): Literal {
  const statement = program?.body[0];
  if (!program || program.body.length !== 1 || statement?.type !== 'ExpressionStatement') return NOT_LITERAL;
  return valueOf(statement.expression);
}

function valueOf(node: Expression): Literal {
  switch (node.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? NOT_LITERAL : { ok: true, value: node.value };
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? { ok: true, value: node.quasis.map((q) => q.value.cooked ?? '').join('') } : NOT_LITERAL;
    case 'UnaryExpression': {
      const inner = node.operator === '-' ? valueOf(node.argument) : NOT_LITERAL;
      return inner.ok && typeof inner.value === 'number' ? { ok: true, value: -inner.value } : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const items: unknown[] = [];
      for (const element of node.elements) {
        if (!element || element.type === 'SpreadElement') return NOT_LITERAL;
        const item = valueOf(element);
        if (!item.ok) return NOT_LITERAL;
        items.push(item.value);
      }
      return { ok: true, value: items };
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return NOT_LITERAL;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
        const value = property.value.type.endsWith('Pattern') ? NOT_LITERAL : valueOf(property.value as Expression);
        if (key === undefined || !value.ok) return NOT_LITERAL;
        object[key] = value.value;
      }
      return { ok: true, value: object };
    }
    default:
      return NOT_LITERAL;
  }
}
