/**
 * Markdown that renders as the characters typed instead of what was meant, found in the prose the
 * parser left as text (parse/outline/texts.ts), at the character: `##Tiêu đề` (a heading needs a
 * space after its `#`), `**Chữ đậm:**chữ` (a `**` after punctuation cannot close before a letter:
 * CommonMark's flanking rules), and a `}` standing alone (MDX reads `{ }` as code; a lone `{` does
 * not even parse, see mdxSyntax.ts). Escaped characters (`\#`, `\*`, `\}`) are what the writer meant.
 */
import type { Problem } from '../core/problem.ts';
import type { PageOutline } from '../parse/outlineMdx.ts';
import type { Located } from '../parse/outline/located.ts';

interface Mark {
  char: string;
  at: Located;
  /** How many of `char` in a row (a `**` is 2). */
  length: number;
}

/** What may stand before a `#` at the start of a line: indentation, `>` of a quote, a list marker. */
const LINE_START = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*$/;
const PUNCTUATION = /[\p{P}\p{S}]/u;
const WHITESPACE = /\s/u;

export function literalMarkdownProblems(page: { file: string; outline: PageOutline; source: string }): Problem[] {
  const lines = page.source.split('\n');
  const problems: Problem[] = [];
  const report = (at: Located, message: string, severity: Problem['severity'] = 'error') =>
    problems.push({ file: page.file, ...at, rule: 'markdown', severity, message });

  const marks = page.outline.texts.flatMap((text) => unescapedMarks(text.source ?? text.value, text.at));
  for (const mark of marks) {
    const line = lines[mark.at.line - 1] ?? '';
    if (mark.char === '#' && LINE_START.test(line.slice(0, mark.at.column - 1))) {
      const rest = line.slice(mark.at.column - 1 + mark.length);
      // `#1` alone is a number; `##1`, `#Tiêu đề`, `##Tiêu đề` are headings without their space.
      if (mark.length > 6 || !rest || /^\s/.test(rest) || (mark.length === 1 && !/^\p{L}/u.test(rest))) continue;
      const typed = line.slice(mark.at.column - 1).trimEnd();
      report(mark.at, `"${cut(typed)}" hiện nguyên văn vì thiếu dấu cách sau #; viết "${cut(`${'#'.repeat(mark.length)} ${rest.trimEnd()}`)}" (muốn hiện dấu # ở đầu dòng thì viết \\#)`);
    } else if (mark.char === '}') {
      report(mark.at, 'dấu } đứng một mình: trong MDX, cặp { } bao một đoạn mã; muốn hiện dấu } thì viết \\}', 'warning');
    }
  }
  unclosedEmphasis(marks.filter((mark) => (mark.char === '*' || mark.char === '_') && mark.length === 2), lines, report);
  return problems;
}

/**
 * A `**` pair left as text because one side cannot act: a closing `**` after punctuation and
 * before a letter (`**Chữ đậm:**chữ`), or an opening one after a letter and before punctuation
 * (`chữ**"trích dẫn"**`). The two must be on one line, as bold text nearly always is.
 */
function unclosedEmphasis(runs: Mark[], lines: string[], report: (at: Located, message: string) => void): void {
  for (const [index, run] of runs.entries()) {
    const line = lines[run.at.line - 1] ?? '';
    const { before, after } = around(line, run);
    const delimiter = run.char.repeat(2);
    const sameLine = (other: Mark | undefined) => other && other.at.line === run.at.line && other.char === run.char;
    const previous = runs[index - 1];
    if (isPunctuation(before) && isWordChar(after) && sameLine(previous) && previous && canOpen(line, previous)) {
      const word = /^[^\s\p{P}\p{S}]*/u.exec(line.slice(run.at.column + 1))?.[0] ?? '';
      const bold = line.slice(previous.at.column - 1, run.at.column + 1);
      report(run.at, `"${cut(bold + word)}" hiện nguyên văn: ${delimiter} đóng đứng sau dấu câu "${before}" và dính liền "${after}" nên không đóng được chữ đậm; viết "${cut(`${bold} ${word}`)}"`);
      continue;
    }
    const next = runs[index + 1];
    if (isWordChar(before) && isPunctuation(after) && sameLine(next) && next && canClose(line, next)) {
      const word = /[^\s\p{P}\p{S}]*$/u.exec(line.slice(0, run.at.column - 1))?.[0] ?? '';
      const bold = line.slice(run.at.column - 1, next.at.column + 1);
      report(run.at, `"${cut(word + bold)}" hiện nguyên văn: ${delimiter} mở dính liền "${before}" và đứng trước dấu câu "${after}" nên không mở được chữ đậm; viết "${cut(`${word} ${bold}`)}"`);
    }
  }
}

/** The characters of a text that are Markdown punctuation as typed (not escaped), with where each run starts. */
function unescapedMarks(raw: string, start: Located): Mark[] {
  const marks: Mark[] = [];
  let { line, column } = start;
  for (let index = 0; index < raw.length; index++) {
    const char = raw[index] ?? '';
    if (char === '\\' && /[!-/:-@[-`{-~]/.test(raw[index + 1] ?? '')) {
      index++;
      column += 2;
      continue;
    }
    if (char === '\n') {
      line++;
      column = 1;
      continue;
    }
    if (char === '#' || char === '*' || char === '_' || char === '}') {
      let length = 1;
      while (char !== '}' && raw[index + length] === char) length++;
      marks.push({ char, at: { line, column }, length });
      index += length - 1;
      column += length;
      continue;
    }
    column++;
  }
  return marks;
}

/** The characters either side of a run in its line (a line's edge counts as whitespace). */
function around(line: string, run: Mark): { before: string; after: string } {
  return { before: line[run.at.column - 2] ?? '\n', after: line[run.at.column - 1 + run.length] ?? '\n' };
}

/** CommonMark: left-flanking, so it may open. */
function canOpen(line: string, run: Mark): boolean {
  const { before, after } = around(line, run);
  return !WHITESPACE.test(after) && (!isPunctuation(after) || WHITESPACE.test(before) || isPunctuation(before));
}

/** CommonMark: right-flanking, so it may close. */
function canClose(line: string, run: Mark): boolean {
  const { before, after } = around(line, run);
  return !WHITESPACE.test(before) && (!isPunctuation(before) || WHITESPACE.test(after) || isPunctuation(after));
}

function isPunctuation(char: string): boolean {
  return PUNCTUATION.test(char);
}

function isWordChar(char: string): boolean {
  return !WHITESPACE.test(char) && !PUNCTUATION.test(char);
}

function cut(text: string): string {
  return text.length > 50 ? `${text.slice(0, 49)}…` : text;
}
