/**
 * YAML that does not parse, explained in Vietnamese with the fix: every error code of the `yaml`
 * package has its message (the parser's English never shows), an indentation mistake gives the
 * column the line needs, taken from the lines around it, and curly quotes pasted from Word are
 * named with the straight ones to type. Only the first error is reported: what the parser says
 * after it follows from it (a tab used to indent gives three). YAML that does not parse has no
 * tree to trust, so the lines around the error are read as text.
 */
import type { ErrorCode } from 'yaml';
import type { Problem } from '../core/problem.ts';
import type { ParsedYaml, Position, YamlSyntaxError } from '../parse/parseYaml.ts';

export function yamlSyntaxProblems(yaml: ParsedYaml, file: string): Problem[] {
  return yaml.errors.slice(0, 1).map((error) => {
    const { message, position = error.position } = explainYamlError(error, yaml.lineAt);
    return { file, ...position, rule: 'yaml', severity: 'error' as const, message };
  });
}

type LineAt = ParsedYaml['lineAt'];
interface Explained {
  message: string;
  /** Where the writer must look, when not where the parser stopped. */
  position?: Position;
}

const QUOTE_IT = 'đặt cả giá trị trong ngoặc kép "…"';

/** Every code the package may report, so a new one fails the type check until it has its words. */
const BY_CODE: Record<ErrorCode, (error: YamlSyntaxError, lineAt: LineAt) => Explained | string> = {
  TAB_AS_INDENT: (error, lineAt) => tabIndent(error.position.line, lineAt),
  BAD_INDENT: badIndent,
  BLOCK_AS_IMPLICIT_KEY: colonInValue,
  MULTILINE_IMPLICIT_KEY: colonInValue,
  MISSING_CHAR: (error, lineAt) => ({ message: missingChar(error, lineAt), ...openingQuote(error, lineAt) }),
  DUPLICATE_KEY: (error, lineAt) => {
    const key = keyOf(lineAt(error.position.line));
    const first = key === undefined ? undefined : earlierKey(key, error.position.line, lineAt);
    return `tên trường${key ? ` "${key}"` : ' này'} đã có ${first ? `ở dòng ${first}` : 'ở trên'} trong cùng khối; mỗi trường chỉ viết một lần: xoá một dòng hoặc gộp hai giá trị`;
  },
  UNEXPECTED_TOKEN: unexpected,
  BAD_SCALAR_START: (error, lineAt) => {
    const char = /character (\S+)/.exec(error.message)?.[1] ?? '';
    return `giá trị không được bắt đầu bằng dấu ${char} trong YAML; ${quoteAdvice(lineAt(error.position.line))}`;
  },
  BAD_DQ_ESCAPE: (error) => {
    const sequence = /sequence (\S+)/.exec(error.message)?.[1] ?? '\\';
    return `trong ngoặc kép, dấu \\ mở một ký tự đặc biệt và ${sequence} không phải ký tự nào; viết \\\\ cho một dấu \\, hoặc đặt giá trị trong ngoặc đơn '…'`;
  },
  BAD_ALIAS: (error, lineAt) => `dấu * ở đầu giá trị làm YAML hiểu đây là tham chiếu tới một mục khác (*tên); nếu đó là chữ (ví dụ *nhấn mạnh*), ${quoteAdvice(lineAt(error.position.line))}`,
  ALIAS_PROPS: (error, lineAt) => `tham chiếu *tên không được có thẻ ! hay &tên đi kèm; nếu đó là chữ, ${quoteAdvice(lineAt(error.position.line))}`,
  MULTIPLE_ANCHORS: (error, lineAt) => `một giá trị chỉ được có một &tên; nếu dấu & là chữ, ${quoteAdvice(lineAt(error.position.line))}`,
  MULTIPLE_TAGS: () => 'một giá trị chỉ được có một thẻ (ví dụ !example); xoá thẻ thừa',
  BAD_PROP_ORDER: () => 'thẻ và &tên viết sai thứ tự: viết &tên trước thẻ !…, hoặc xoá bớt',
  TAG_RESOLVE_FAILED: (error) => {
    const tag = /tag: (\S+)/.exec(error.message)?.[1];
    return `không có thẻ ${tag ?? 'này'}; thẻ duy nhất dùng được là !example (giá trị mẫu): sửa thành !example hoặc xoá thẻ`;
  },
  BAD_COLLECTION_TYPE: () => 'thẻ này không dùng được cho một danh sách hay một khối trường; xoá thẻ',
  BLOCK_IN_FLOW: () => 'trong cặp [ ] hay { } các mục viết trên cùng dòng, cách nhau bằng dấu phẩy; nếu muốn mỗi mục một dòng, bỏ [ ] và bắt đầu mỗi dòng bằng "- "',
  BAD_DIRECTIVE: () => 'dòng bắt đầu bằng % không dùng được trong YAML; nếu đó là chữ, đặt cả giá trị trong ngoặc kép',
  MULTIPLE_DOCS: () => 'dòng --- chia tệp thành hai khối YAML, nhưng tệp chỉ được có một; xoá dòng --- này',
  NON_STRING_KEY: () => 'tên trường phải là chữ, không phải một danh sách hay một khối; viết dạng tên: giá trị',
  KEY_OVER_1024_CHARS: () => 'YAML đọc cả đoạn dài này thành một tên trường; có lẽ thiếu dấu hai chấm sau tên trường, hoặc giá trị nhiều dòng cần viết sau "tên: |" và thụt vào 2 dấu cách',
  RESOURCE_EXHAUSTION: () => 'quá nhiều tham chiếu *tên lồng nhau; viết thẳng giá trị ra thay cho tham chiếu',
  IMPOSSIBLE: () => 'YAML không đọc được dòng này; kiểm tra thụt lề bằng dấu cách và dấu hai chấm sau mỗi tên trường',
};

export function explainYamlError(error: YamlSyntaxError, lineAt: LineAt): Explained {
  const curly = curlyQuotes(error.position.line, lineAt);
  if (curly) return curly;
  const pasted = pastedSpaceIndent(error.position.line, lineAt);
  if (pasted) return pasted;
  const explained = BY_CODE[error.code](error, lineAt);
  return typeof explained === 'string' ? { message: explained } : explained;
}

/** `“…”` and `‘…’` are letters to YAML, so a value "quoted" with them is not quoted at all. */
function curlyQuotes(line: number, lineAt: LineAt): Explained | undefined {
  const text = lineAt(line);
  if (!text || !/[“”‘’]/.test(text)) return undefined;
  const straight = text.trim().replace(/“([^”]*)”/g, (_all, inner: string) => `"${inner.replace(/"/g, '\\"')}"`).replace(/[‘’]/g, "'");
  return { message: `dấu ngoặc kép cong “ ” (thường có khi chép từ Word) không phải ngoặc kép của YAML; gõ lại bằng dấu " thẳng: ${straight}` };
}

/** Spaces pasted from the web or Word that look like spaces but are letters to YAML. */
const PASTED_SPACES: Record<string, string> = {
  '\u00a0': 'khoảng trắng không ngắt (U+00A0)',
  '\u202f': 'khoảng trắng hẹp không ngắt (U+202F)',
  '\u3000': 'khoảng trắng toàn độ rộng (U+3000)',
  '\u200b': 'khoảng trắng độ rộng 0 (U+200B)',
  '\ufeff': 'dấu BOM (U+FEFF)',
};

/**
 * A line at or above the error indented with a pasted space: YAML reads the line as starting at
 * column 1 with that character, so the lines after it seem wrongly indented. That line is the mistake.
 */
function pastedSpaceIndent(line: number, lineAt: LineAt): Explained | undefined {
  for (let at = line; lineAt(at) !== undefined; at--) {
    const text = lineAt(at) ?? '';
    const indent = /^[\s\u200b\ufeff]*/u.exec(text)?.[0] ?? '';
    const pasted = [...indent].find((char) => char in PASTED_SPACES);
    if (pasted === undefined) continue;
    const needed = neededIndent(at, lineAt);
    const fix = needed ? `gõ lại bằng ${where(needed)}` : 'gõ lại bằng dấu cách thường';
    return { message: `dòng này thụt lề bằng một ${PASTED_SPACES[pasted]}, thường có khi chép từ web hay Word; YAML không coi đó là dấu cách: xoá phần thụt lề và ${fix}`, position: { line: at, column: 1 } };
  }
  return undefined;
}

/** How wide a line's indentation is as an editor shows it: a tab stands for the spaces up to the next multiple of 4. */
function indentOf(text: string): { width: number; tabs: number; spaces: number } {
  let width = 0;
  let tabs = 0;
  let spaces = 0;
  for (const char of text) {
    if (char === ' ' || char in PASTED_SPACES) {
      width++;
      spaces++;
    } else if (char === '\t') {
      width += 4 - (width % 4);
      tabs++;
    } else break;
  }
  return { width, tabs, spaces };
}

const isContent = (text: string | undefined): text is string => text !== undefined && text.trim() !== '' && !text.trim().startsWith('#');

/**
 * The column a line must start at, from the lines above it: each line up the chain of parents is a
 * place it may line up with (a sibling), and a line that opens a block (`khóa:`) takes it 2 deeper (a
 * child). Of those, the one nearest to where the line is now, the deeper one when two are as near.
 */
function neededIndent(line: number, lineAt: LineAt): Needed | undefined {
  const own = lineAt(line);
  if (own === undefined) return undefined;
  const ownWidth = indentOf(own).width;
  const candidates: Needed[] = [];
  let limit = Infinity;
  for (let above = line - 1; lineAt(above) !== undefined && limit > 0; above--) {
    const text = lineAt(above);
    if (!isContent(text)) continue;
    const width = indentOf(text).width;
    if (width >= limit) continue;
    limit = width;
    const from = { line: above, text: text.trim() };
    if (candidates.length === 0 && /:\s*(#.*)?$/.test(text.trimEnd())) {
      candidates.push({ column: width + (text.trimStart().startsWith('- ') ? 4 : 2) + 1, from: { ...from, parent: true } });
    }
    candidates.push({ column: width + 1, from: { ...from, parent: false } });
  }
  if (candidates.length === 0) return { column: 1 };
  const distance = (needed: Needed) => Math.abs(needed.column - 1 - ownWidth);
  return candidates.reduce((best, next) => (distance(next) < distance(best) || (distance(next) === distance(best) && next.column > best.column) ? next : best));
}

/** The column a line needs, and the line it was taken from: its parent, or a sibling to line up with. */
interface Needed {
  column: number;
  from?: { line: number; text: string; parent: boolean };
}

/** `để dòng bắt đầu ở cột 3, thẳng hàng với "title: x" ở dòng 2`. */
const placeOf = ({ column, from }: Needed) => {
  const relation = !from ? '' : from.parent ? `, bên trong "${labelOf(from.text)}" ở dòng ${from.line}` : `, thẳng hàng với "${labelOf(from.text)}" ở dòng ${from.line}`;
  return `để dòng bắt đầu ở cột ${column}${relation}`;
};
/** `2 dấu cách để dòng bắt đầu ở cột 3, …`. */
const where = (needed: Needed) => `${needed.column === 1 ? 'không dấu cách nào' : `${needed.column - 1} dấu cách`} ${placeOf(needed)}`;

function tabIndent(line: number, lineAt: LineAt): Explained {
  const text = lineAt(line) ?? '';
  const needed = neededIndent(line, lineAt);
  const { tabs, spaces } = indentOf(text);
  const position = { line, column: 1 };
  if (!needed) return { message: 'dòng này thụt lề bằng phím Tab; YAML chỉ nhận dấu cách: thay Tab bằng dấu cách', position };
  const indent = tabs === 1 && spaces === 0 ? 'Tab' : 'phần thụt lề đầu dòng';
  const replace = needed.column === 1 ? `xoá ${indent} ${placeOf(needed)}` : `thay ${indent} bằng ${where(needed)}`;
  return { message: `dòng này thụt lề bằng phím Tab; YAML chỉ nhận dấu cách: ${replace}`, position };
}

function badIndent(error: YamlSyntaxError, lineAt: LineAt): Explained | string {
  const flowEnd = /^Flow (sequence|map)\b.*end with an? (\S+)/.exec(error.message);
  if (flowEnd) return `${flowEnd[1] === 'map' ? 'khối mở bằng {' : 'danh sách mở bằng ['} chưa được đóng bằng ${flowEnd[2]}; thêm ${flowEnd[2]} ở cuối, trên cùng dòng (ví dụ [a, b]), hoặc ${QUOTE_IT} nếu dấu ${flowEnd[1] === 'map' ? '{' : '['} là chữ`;
  if (/^Block scalar/.test(error.message)) return 'các dòng của đoạn văn viết sau | hoặc > phải thụt vào sâu hơn tên trường của nó; thêm dấu cách ở đầu mỗi dòng cho đều';
  const line = lineOfItem(error.position.line, lineAt);
  const needed = neededIndent(line, lineAt);
  if (!needed) return 'dòng này lệch lề so với các dòng cùng cấp; thụt lề bằng dấu cách cho thẳng hàng với chúng';
  const own = lineAt(line) ?? '';
  const now = indentOf(own).width + 1;
  if (needed.column === now && needed.from?.text.startsWith('- ') && !own.trimStart().startsWith('- ')) {
    return { message: `dòng này nằm giữa các mục của danh sách (như "${labelOf(needed.from.text)}" ở dòng ${needed.from.line}) nhưng không bắt đầu bằng "- "; thêm "- " ở đầu dòng nếu đây là một mục`, position: { line, column: now } };
  }
  if (needed.column === now) return { message: 'dòng này lệch lề so với các dòng cùng cấp ở trên; thụt lề bằng dấu cách cho thẳng hàng với chúng', position: { line, column: now } };
  return { message: `dòng này lệch lề so với các dòng cùng cấp (đang ở cột ${now}): cần ${where(needed)}`, position: { line, column: now } };
}

/** The parser may stop on the blank line or comment before a misplaced item: the item itself is the line to move. */
function lineOfItem(line: number, lineAt: LineAt): number {
  for (let at = line; lineAt(at) !== undefined; at++) if (isContent(lineAt(at))) return at;
  return line;
}

/**
 * "Nested mappings are not allowed in compact mappings", "Implicit keys need to be on a single line":
 * a `: ` inside a value, a line indented deeper than its siblings (read as the value's next line),
 * a key without a space after its colon, or a line without a colon.
 */
function colonInValue(error: YamlSyntaxError, lineAt: LineAt): Explained | string {
  const { line } = error.position;
  const text = lineAt(line) ?? '';
  const next = nextContentLine(line, lineAt);
  if (next !== undefined && text.includes(': ') && indentOf(lineAt(next) ?? '').width > indentOf(text).width && !/:\s*(#.*)?$/.test(text.trimEnd())) {
    const needed = neededIndent(next, lineAt);
    const now = indentOf(lineAt(next) ?? '').width + 1;
    if (needed) return { message: `dòng này thụt vào sâu hơn dòng trên (đang ở cột ${now}) nên YAML đọc nó là phần tiếp của giá trị ở dòng ${line}: cần ${where(needed)}`, position: { line: next, column: now } };
  }
  const tight = /^(\s*-?\s*)([^\s:#"'][^:]*):(?=\S)(.*)$/.exec(text);
  if (tight && !/^(https?|mailto|tel):/.test(`${tight[2]}:`)) return `thiếu dấu cách sau dấu hai chấm: viết ${tight[2]}: ${tight[3]}`;
  if (!text.includes(':')) return `dòng này thiếu dấu hai chấm sau tên trường (viết dạng tên: giá trị); nếu đây là một mục của danh sách, bắt đầu dòng bằng "- "`;
  const value = /:\s+(.*)$/.exec(text)?.[1] ?? '';
  if (value.includes(': ')) return `giá trị có dấu hai chấm và dấu cách (": ") nên YAML tưởng đó là một trường mới; ${quoteAdvice(text)}`;
  return `YAML không đọc được dòng này; mỗi dòng viết dạng tên: giá trị, thụt lề bằng dấu cách cho thẳng hàng với các dòng cùng cấp, và giá trị có dấu : hoặc # thì ${QUOTE_IT}`;
}

function nextContentLine(line: number, lineAt: LineAt): number | undefined {
  for (let at = line + 1; lineAt(at) !== undefined; at++) if (isContent(lineAt(at))) return at;
  return undefined;
}

function missingChar(error: YamlSyntaxError, lineAt: LineAt): string {
  const text = lineAt(error.position.line);
  const quote = /^Missing closing (["'])quote/.exec(error.message);
  if (quote) return `thiếu dấu ${quote[1] === '"' ? 'ngoặc kép "' : "ngoặc đơn '"} đóng ở cuối giá trị; thêm nó vào cuối, trên cùng dòng${quote[1] === "'" ? ` (một dấu ' bên trong giá trị viết thành '')` : ''}`;
  if (/^Implicit map keys need to be followed by map values/.test(error.message)) return 'dòng này thiếu dấu hai chấm sau tên trường (viết dạng tên: giá trị); nếu đây là một mục của danh sách, bắt đầu dòng bằng "- "';
  if (/^Missing space after :/.test(error.message)) return 'trong cặp { }, cần một dấu cách sau dấu hai chấm: viết { tên: giá trị }';
  if (/^Missing ,/.test(error.message)) return 'trong cặp [ ] hay { }, các mục cách nhau bằng dấu phẩy; thêm dấu , giữa hai mục';
  if (/^Comments must be separated/.test(error.message)) return `dấu # mở một chú thích phải có dấu cách trước nó; nếu # là một phần của giá trị, ${quoteAdvice(text)}`;
  if (/^Tags and anchors must be separated/.test(error.message)) return 'sau thẻ !… hoặc &tên cần một dấu cách trước giá trị, ví dụ !example https://…';
  if (/^Sequence item without - indicator/.test(error.message)) return 'mỗi mục của danh sách bắt đầu bằng "- " (gạch ngang rồi dấu cách)';
  return `YAML thiếu một ký tự ở đây (dấu hai chấm, dấu phẩy hay dấu ngoặc đóng); ${QUOTE_IT} nếu giá trị có dấu : # [ ] { }`;
}

/** An unclosed quote is found where the text runs out: the quote that opens it is where to look. */
function openingQuote(error: YamlSyntaxError, lineAt: LineAt): { position?: Position } {
  const quote = /^Missing closing (["'])quote/.exec(error.message)?.[1];
  if (!quote) return {};
  for (let line = error.position.line; line >= 1 && lineAt(line) !== undefined; line--) {
    const column = (lineAt(line) ?? '').indexOf(quote);
    if (column >= 0) return { position: { line, column: column + 1 } };
  }
  return {};
}

function unexpected(error: YamlSyntaxError, lineAt: LineAt): string {
  const text = lineAt(error.position.line);
  if (/^Block scalar header includes extra characters/.test(error.message)) return 'sau dấu | hoặc > không được viết gì trên cùng dòng; chuyển chữ xuống dòng dưới, thụt vào 2 dấu cách';
  if (/^Unexpected , in/.test(error.message)) return 'dấu phẩy thừa trong cặp [ ] hay { }; xoá nó';
  if (/^Unexpected empty item/.test(error.message)) return 'có một mục trống giữa hai dấu phẩy trong cặp [ ] hay { }; xoá dấu phẩy thừa';
  if (/^Unexpected (scalar|flow-\w+|\w+) at node end/.test(error.message)) {
    const value = valueOf(text);
    if (value?.startsWith('*') || value?.startsWith('&') || value?.startsWith('!')) return `giá trị bắt đầu bằng ${value[0]} nên YAML không đọc nó là chữ; ${quoteAdvice(text)}`;
    if (value?.startsWith("'")) return `giá trị mở bằng ngoặc đơn ' nên dấu ' tiếp theo đóng nó, và phần chữ sau đó là thừa; viết dấu ' bên trong thành '' hoặc ${QUOTE_IT}`;
    return `còn chữ sau dấu ngoặc đóng; ${QUOTE_IT} và viết dấu " bên trong thành \\"`;
  }
  return `YAML gặp ký tự không mong đợi ở đây; giá trị có dấu : # ' " [ ] { } hoặc bắt đầu bằng * & ! | > % @ \` thì ${QUOTE_IT}`;
}

/** "đặt cả giá trị trong ngoặc kép: title: "…"", with the line rewritten when it is a plain `key: value`. */
function quoteAdvice(text: string | undefined): string {
  const pair = text === undefined ? undefined : /^(\s*-?\s*[^\s:#"'][^:]*):\s+(.+?)\s*$/.exec(text);
  if (!pair?.[1] || !pair[2] || pair[2].startsWith('"')) return QUOTE_IT;
  return `${QUOTE_IT}: ${pair[1].trim()}: "${pair[2].replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function valueOf(text: string | undefined): string | undefined {
  return text === undefined ? undefined : /^\s*-?\s*[^:]*:\s+(.*)$/.exec(text)?.[1] ?? /^\s*-\s+(.*)$/.exec(text)?.[1];
}

function keyOf(text: string | undefined): string | undefined {
  return text === undefined ? undefined : /^\s*-?\s*([^\s:#][^:]*):/.exec(text)?.[1]?.trim();
}

function earlierKey(key: string, line: number, lineAt: LineAt): number | undefined {
  const width = indentOf(lineAt(line) ?? '').width;
  for (let above = line - 1; lineAt(above) !== undefined; above--) {
    const text = lineAt(above) ?? '';
    if (!isContent(text)) continue;
    const aboveWidth = indentOf(text).width;
    if (aboveWidth < width) return undefined;
    if (aboveWidth === width && keyOf(text) === key) return above;
  }
  return undefined;
}

/** A line as a message names it: `title:` for a field, else its text, shortened. */
function labelOf(text: string): string {
  const key = /^(- )?[^\s:#"'][^:]*:(?=\s|$)/.exec(text)?.[0];
  return key ?? shorten(text);
}

function shorten(text: string): string {
  return text.length > 30 ? `${text.slice(0, 29)}…` : text;
}
