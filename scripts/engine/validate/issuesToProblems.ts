/** Zod issues as problems a writer can act on, each at the field's line in the YAML. */
import type { z } from 'zod';
import type { Problem } from '../core/problem.ts';
import type { ParsedYaml } from '../parse/parseYaml.ts';
import { describeIssue, type IssueContext } from './describeIssue.ts';

/** `context` (the schema and the value checked) lets an unknown field be matched to the allowed ones. */
export function issuesToProblems(issues: z.core.$ZodIssue[], yaml: ParsedYaml, file: string, context: IssueContext = {}): Problem[] {
  return oneIssuePerValue(issues).flatMap((issue) => {
    const paths = issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => [...issue.path, key])
      : [issue.path];
    return paths.map((issuePath) => {
      const { position, exact, endLine } = yaml.locate(issuePath);
      const field = issuePath.map(String).join('.') || '(frontmatter)';
      let message = describeIssue(issue.code === 'unrecognized_keys' ? { ...issue, keys: [String(issuePath.at(-1))] } : issue, context);
      if (!exact) message += ` (trong khối ở dòng ${position.line}–${endLine})`;
      const rule = issue.code === 'custom' && typeof issue.params?.rule === 'string' ? issue.params.rule : 'schema';
      return { file, ...position, rule, field, message, severity: 'error' as const };
    });
  });
}

/**
 * One value, one message: a value that fails its format would fail the checks after it too
 * (`17/12/2026 20:00` is no date-time and so "no real date"), so only the first is kept.
 */
function oneIssuePerValue(issues: z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    if (issue.code === 'unrecognized_keys') return true;
    const key = JSON.stringify(issue.path.map(String));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Placeholders (values tagged `!example`) the business must still replace: warnings, not errors. */
export function exampleWarnings(yaml: ParsedYaml, file: string): Problem[] {
  return yaml.examples.map((example) => ({ file, ...example.position, rule: 'example', field: example.path, severity: 'warning' as const,
    message: `giá trị mẫu ${JSON.stringify(example.value)} vẫn còn; thay bằng giá trị thật rồi xoá thẻ !example` }));
}
