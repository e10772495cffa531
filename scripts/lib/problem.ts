/** One thing wrong (or worth a look) in the content, located for the writer. */
export interface Problem {
  /** File path relative to the project root, e.g. `content/index.mdx`. */
  file: string;
  line: number;
  column: number;
  /** The frontmatter or data field, dotted (`faq.2.question`), or the rule name. */
  field: string;
  message: string;
  severity: 'error' | 'warning';
}

/** `path:line:col  field  message`, the one line a writer reads. */
export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  const prefix = problem.severity === 'warning' ? 'warning  ' : '';
  return `${where}  ${problem.field}  ${prefix}${problem.message}`;
}

export function countErrors(problems: Problem[]): number {
  return problems.filter((p) => p.severity === 'error').length;
}
