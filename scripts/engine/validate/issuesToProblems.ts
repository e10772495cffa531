/** Zod issues as problems a writer can act on, each at the field's line in the YAML. */
import type { z } from 'zod';
import type { Problem } from '../core/problem.ts';
import type { ParsedYaml } from '../parse/parseYaml.ts';
import { describeIssue, type IssueContext } from './describeIssue.ts';

/** `context` (the schema and the value checked) lets an unknown field be matched to the allowed ones. */
export function issuesToProblems(issues: z.core.$ZodIssue[], yaml: ParsedYaml, file: string, context: IssueContext = {}): Problem[] {
  return issues.flatMap((issue) => {
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
 * YAML that does not parse, at the place the parser stopped: the first error only, since what the
 * parser says after it follows from it (a tab used to indent gives three).
 */
export function yamlSyntaxProblems(yaml: ParsedYaml, file: string): Problem[] {
  return yaml.errors.slice(0, 1).map(({ message, position }) => ({ file, ...position, rule: 'yaml', severity: 'error' as const, message: explainYamlError(message) }));
}

function explainYamlError(message: string): string {
  if (/Tabs are not allowed/.test(message)) return 'dòng này thụt lề bằng phím Tab; YAML chỉ nhận dấu cách: thay Tab bằng hai dấu cách';
  if (/Map keys must be unique/.test(message)) return 'tên trường này đã có ở trên trong cùng khối; mỗi trường chỉ viết một lần: xoá một dòng hoặc gộp hai giá trị';
  if (/Missing closing "?quote/.test(message)) return `YAML không đọc được: ${message}; thêm dấu ngoặc kép đóng ở cuối giá trị`;
  return `YAML không đọc được: ${message}; kiểm tra thụt lề và dấu hai chấm sau tên trường, và đặt giá trị có dấu : hoặc # trong ngoặc kép`;
}

/** Placeholders (values tagged `!example`) the business must still replace: warnings, not errors. */
export function exampleWarnings(yaml: ParsedYaml, file: string): Problem[] {
  return yaml.examples.map((example) => ({ file, ...example.position, rule: 'example', field: example.path, severity: 'warning' as const,
    message: `giá trị mẫu ${JSON.stringify(example.value)} vẫn còn; thay bằng giá trị thật rồi xoá thẻ !example` }));
}
