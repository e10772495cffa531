/**
 * One mistake, one message: where a YAML rule already explains a line (`price: 6.500.000`, a value
 * cut by ` #`), the schema's complaint about the same value on that line is its consequence, not a
 * second mistake, and is left out.
 */
import type { Problem } from '../core/problem.ts';

export function dropFollowOnProblems(problems: Problem[]): Problem[] {
  const explained = new Set(problems.filter((p) => p.rule === 'yaml' && p.severity === 'error').map((p) => `${p.file}:${p.line}`));
  return problems.filter((p) => p.rule !== 'schema' || !explained.has(`${p.file}:${p.line}`));
}
