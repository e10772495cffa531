/**
 * ` #` in a plain YAML value starts a comment, so `title: Blockchain Mastery #2` is read as
 * "Blockchain Mastery" and the rest is dropped without a word: an error at the `#`, in frontmatter
 * and shared data files alike, with the fix (quote the value).
 */
import type { Problem } from '../../core/problem.ts';
import type { ParsedYaml } from '../../parse/parseYaml.ts';

/** A plain value, then ` #`: YAML reads the rest of the line as a comment, silently. */
const TRAILING_COMMENT = /^(\s*(?:-\s+(?:[\w.-]+:\s+)?|[\w.-]+:\s+))(?![\w.-]+:\s)([^\s'"|>#&*!%@`{[-][^#]*?)\s+#(.*)$/;

/** @param firstLine the file's line of the YAML's first line (2 in frontmatter, after `---`). */
export function droppedCommentErrors(file: string, yamlText: string, yaml: ParsedYaml, firstLine = 1): Problem[] {
  return yamlText.split('\n').flatMap((text, index) => {
    const match = TRAILING_COMMENT.exec(text);
    if (!match || /^\s*#/.test(text)) return [];
    const [, lead = '', value = '', comment = ''] = match;
    const line = firstLine + index;
    const field = fieldOnLine(yaml, line);
    const kept = value.trim();
    const whole = `${kept} #${comment.trimEnd()}`.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
    return [{ file, line, column: lead.length + value.length + 2, rule: 'yaml', ...(field ? { field } : {}), severity: 'error' as const,
      message: `"#${comment.trimEnd()}" bị YAML hiểu là chú thích và bỏ đi, chỉ còn "${kept}"; đặt cả giá trị trong ngoặc kép: ${lead.trim()} "${whole}"` }];
  });
}

/** The dotted path of the value on a line (`news.2.title`), found among the values YAML read. */
function fieldOnLine(yaml: ParsedYaml, line: number): string | undefined {
  const leaves: (string | number)[][] = [];
  const collect = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => collect(item, [...path, index]));
    else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) collect(item, [...path, key]);
    else leaves.push(path);
  };
  collect(yaml.value, []);
  const found = leaves.filter((path) => path.length > 0 && yaml.locate(path).position.line === line).at(-1);
  return found?.join('.');
}
