/** The props a block's spec declares, and which of them are anchor ids (`slugId`). */
import { z } from 'zod';
import { slugId, type BlockSpec } from './blockSpec.ts';

export function propKeys(spec: BlockSpec): string[] {
  return spec.props instanceof z.ZodObject ? Object.keys(spec.props.shape) : [];
}

export function isIdProp(spec: BlockSpec, key: string): boolean {
  const schema: unknown = spec.props instanceof z.ZodObject ? spec.props.shape[key] : undefined;
  return (schema instanceof z.ZodOptional ? schema.unwrap() : schema) === slugId;
}
