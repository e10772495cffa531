/**
 * What `npm run check` prints: the errors first, file by file; the warnings summed up by kind on
 * one line (placeholders still tagged `!example` are most of them on a site before launch, and a
 * real error must not be the seventy-first line); then the summary. `all` lists every warning and
 * note instead. Every problem line keeps its `path:line:col  rule` prefix, so an editor's problem
 * matcher and a click in the terminal still find it; colour only marks it up.
 */
import { formatProblem, type Problem } from './problem.ts';

export interface CheckReportOptions {
  /** Every warning and note on its own line (`npm run check -- --all`). */
  all?: boolean;
  /** ANSI colours, for a terminal a person reads (wantsColour says when). */
  colour?: boolean;
}

/** The lines of the report, problems in the order given (inFileOrder.ts: file by file, top to bottom). */
export function formatCheckReport(problems: readonly Problem[], pageCount: number, { all = false, colour = false }: CheckReportOptions = {}): string[] {
  const paint = painter(colour);
  const errors = problems.filter((p) => p.severity === 'error');
  // A word the spell check flags is the writer's own typing, a few at most, and a warning marked
  // `listed` is about the writer's own new or changed file: listed, not only counted.
  const isOwn = (p: Problem) => p.severity !== 'error' && (p.rule === 'spelling' || p.listed === true);
  const own = problems.filter(isOwn);
  const others = problems.filter((p) => p.severity !== 'error' && !isOwn(p));
  const listed = all ? [...errors, ...own, ...others] : [...errors, ...own];
  const lines = byFile(listed).flatMap((group, index) => [...(index > 0 ? [''] : []), ...group.map((problem) => paintProblem(problem, paint))]);
  if (!all && others.length > 0) lines.push(...(lines.length > 0 ? [''] : []), paint.dim(warningKinds(others)));
  const warnings = [...own, ...others].filter((p) => p.severity === 'warning').length;
  const summary = `Đã kiểm tra ${pageCount} trang: ${errors.length} lỗi, ${warnings} cảnh báo.`;
  lines.push(errors.length > 0 ? paint.red(summary) : paint.green(summary));
  return lines;
}

/** `62 giá trị mẫu !example còn lại · 10 sự kiện đã diễn ra · 8 cảnh báo khác (npm run check -- --all)`. */
function warningKinds(others: readonly Problem[]): string {
  const examples = others.filter((p) => p.rule === 'example').length;
  // A kind with words of its own (Problem.tally), counted apart from the other warnings and notes.
  const tallies = new Map<string, number>();
  for (const { tally } of others) if (tally !== undefined) tallies.set(tally, (tallies.get(tally) ?? 0) + 1);
  const untallied = others.filter((p) => p.rule !== 'example' && p.tally === undefined);
  const notes = untallied.filter((p) => p.severity === 'note').length;
  const rest = untallied.length - notes;
  const parts = [
    ...(examples > 0 ? [`${examples} giá trị mẫu !example còn lại`] : []),
    ...[...tallies].map(([words, count]) => `${count} ${words}`),
    ...(rest > 0 ? [`${rest} cảnh báo khác`] : []),
    ...(notes > 0 ? [`${notes} ghi chú`] : []),
  ];
  return `${parts.join(' · ')} (npm run check -- --all)`;
}

function byFile(problems: readonly Problem[]): Problem[][] {
  const groups = new Map<string, Problem[]>();
  for (const problem of problems) groups.set(problem.file, [...(groups.get(problem.file) ?? []), problem]);
  return [...groups.values()];
}

/** The line formatProblem writes, its place bold and its rule coloured by severity. */
function paintProblem(problem: Problem, paint: Painter): string {
  const line = formatProblem(problem);
  if (!paint.on) return line;
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  const tone = problem.severity === 'error' ? paint.red : problem.severity === 'warning' ? paint.yellow : paint.dim;
  return `${paint.bold(where)}  ${tone(problem.rule)}${line.slice(where.length + 2 + problem.rule.length)}`;
}

type Painter = ReturnType<typeof painter>;

function painter(on: boolean) {
  const code = (open: number, close: number) => (text: string) => (on ? `\u001b[${open}m${text}\u001b[${close}m` : text);
  return { on, bold: code(1, 22), dim: code(2, 22), red: code(31, 39), yellow: code(33, 39), green: code(32, 39) };
}

/**
 * Colour for a person at a terminal only: none when the output is piped or saved, under CI, or
 * when NO_COLOR is set (https://no-color.org); FORCE_COLOR turns it on.
 */
export function wantsColour(stream: { isTTY?: boolean }, env: Record<string, string | undefined>): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  if (env.CI !== undefined && env.CI !== 'false') return false;
  return stream.isTTY === true;
}
