/** Turns a zod issue into wording a writer can act on: what was expected, what was found. */
import type { z } from 'zod';

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return 'a block of fields';
  if (typeof value === 'string') return `text "${value.length > 40 ? value.slice(0, 40) + '…' : value}"`;
  return `${typeof value} ${String(value)}`;
}

export function describeIssue(issue: z.core.$ZodIssue): string {
  const input = 'input' in issue ? issue.input : undefined;
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined
        ? `missing; expected ${issue.expected}`
        : `expected ${issue.expected}, received ${describeValue(input)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}; received ${describeValue(input)}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? 'at least' : 'at most';
      const exact = 'exact' in issue && issue.exact;
      const limit = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      const unit = issue.origin === 'array' ? 'items' : issue.origin === 'string' ? 'characters' : '';
      return `expected ${exact ? 'exactly' : bound} ${String(limit)} ${unit}`.trimEnd() + `, received ${describeValue(input)}`;
    }
    case 'custom':
      return issue.message;
    default:
      return input === undefined ? issue.message : `${issue.message}; received ${describeValue(input)}`;
  }
}
