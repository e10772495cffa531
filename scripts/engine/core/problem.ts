/** One thing wrong (or worth a look) in the content, located for the writer. */
export interface Problem {
  /** File path relative to the project root, e.g. `content/index.mdx`. */
  file: string;
  line: number;
  column: number;
  /** Which check found it: `schema`, `link`, `anchor`, `image`, `embed`, `rel`, `fact`, `nfc`, `consistency`, `example`, `publish`, … */
  rule: string;
  /** The frontmatter or data field, dotted (`faq.2.question`), when the problem has one. */
  field?: string;
  message: string;
  /** `note` is information (drafts, scheduled pages), never a failure. */
  severity: 'error' | 'warning' | 'note';
  /**
   * How the report's line of warning kinds counts it, for a kind with words of its own
   * (`sự kiện đã diễn ra`: "10 sự kiện đã diễn ra"); each is listed only with `--all`.
   */
  tally?: string;
  /** A warning about the writer's own new or changed file, listed after the errors where others are only counted. */
  listed?: boolean;
}

/** `path:line:col  rule  field: message`, the one line a writer reads. */
export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  const severity = problem.severity === 'error' ? '' : `${problem.severity}: `;
  const field = problem.field ? `${problem.field}: ` : '';
  return `${where}  ${problem.rule}  ${severity}${field}${problem.message}`;
}

/** The same problem as a GitHub Actions workflow command, so it shows on the pull request's lines. */
export function formatAnnotation(problem: Problem): string {
  const command = { error: 'error', warning: 'warning', note: 'notice' }[problem.severity];
  const escape = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => escape(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const field = problem.field ? `${problem.field}: ` : '';
  return `::${command} file=${property(problem.file)},line=${problem.line},col=${problem.column},title=${property(problem.rule)}::${escape(field + problem.message)}`;
}

export function countErrors(problems: Problem[]): number {
  return problems.filter((p) => p.severity === 'error').length;
}
