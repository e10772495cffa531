/** How a prop is written with a plain value its schema accepts: `tone="plain"`, `columns={2}`, `numbered`, `title="…"`. */
import { z } from 'zod';
import type { BlockSpec } from './blockSpec.ts';

export function propExample(spec: BlockSpec, key: string): string {
  const declared: unknown = spec.props instanceof z.ZodObject ? spec.props.shape[key] : undefined;
  const schema = declared instanceof z.ZodOptional ? declared.unwrap() : declared;
  if (schema instanceof z.ZodEnum) return `${key}="${String(schema.options[0])}"`;
  if (schema instanceof z.ZodLiteral) {
    const [value] = schema.values;
    return typeof value === 'string' ? `${key}="${value}"` : `${key}={${String(value)}}`;
  }
  if (schema instanceof z.ZodNumber) return `${key}={3}`;
  if (schema instanceof z.ZodBoolean) return key;
  return `${key}="…"`;
}
