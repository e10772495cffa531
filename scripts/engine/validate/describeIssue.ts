/**
 * Turns a zod issue into Vietnamese a writer can act on: what is wrong, what was found (see
 * describeValue.ts: invisible characters are shown and named) and what to write instead, with
 * "did you mean" for a near value, and for a near field name when the schema is given.
 */
import { z } from 'zod';
import { describeValue, quoteText, withoutHidden } from './describeValue.ts';
import { didYouMeanText } from '../../../lib/didYouMean.ts';
import { fieldsAt, schemaAt, unwrap } from './fieldsAt.ts';
import { rewritesOf } from './vietnameseValue.ts';

export { describeValue };

/** What describeIssue may use beyond the issue itself. */
export interface IssueContext {
  /** The schema the value was checked against, so an unknown field can be matched to the allowed ones. */
  schema?: z.core.$ZodType;
  /** The whole value that was checked (frontmatter, a data file), to follow unions along the issue's path. */
  value?: unknown;
}

export function describeIssue(issue: z.core.$ZodIssue, context: IssueContext = {}): string {
  return explain(issue, context, true);
}

const TYPE_NAMES: Record<string, string> = {
  string: 'một đoạn chữ',
  number: 'một số',
  int: 'một số nguyên',
  boolean: 'true hoặc false',
  array: 'một danh sách',
  tuple: 'một danh sách',
  object: 'một khối trường',
  record: 'một khối trường',
  date: 'một ngày',
};

function explain(issue: z.core.$ZodIssue, context: IssueContext, showInput: boolean): string {
  const input = issue.input;
  const found = (prefix = '; ') => {
    if (!showInput || input === undefined) return '';
    return input === null ? `${prefix}đang để trống` : `${prefix}đang là ${describeValue(input)}`;
  };
  if (issue.code === 'custom') return isDefaultMessage(issue) ? `giá trị không hợp lệ${found()}` : issue.message;
  const own = isDefaultMessage(issue) ? undefined : issue.message;
  if (issue.code === 'invalid_format') return describeFormat(issue, input, found, own, valueToWrite(issue, context));
  if (own !== undefined) return own + found() + (valueToWrite(issue, context) || suggestionFor(input, []));

  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_NAMES[issue.expected] ?? `kiểu ${issue.expected}`;
      if (input === undefined) return `thiếu; cần ${expected}`;
      return `cần ${expected}${found(', ')}${typeHint(issue.expected, input) || valueToWrite(issue, context)}`;
    }
    case 'invalid_value':
      return expectValues(issue.values, found, input);
    case 'unrecognized_keys': {
      const allowed = fieldsAt(context.schema, issue.path, context.value);
      return issue.keys.map((key) => unknownField(key, allowed)).join('; ');
    }
    case 'too_small':
    case 'too_big':
      return describeSize(issue, input);
    case 'not_multiple_of':
      return `cần là bội số của ${String(issue.divisor)}${found()}`;
    case 'invalid_key': {
      const [first] = issue.issues;
      const key = typeof input === 'string' ? ` ${quoteText(input)}` : '';
      return `tên${key} không dùng được${first ? `: ${explain(first, {}, false)}` : ''}`;
    }
    case 'invalid_union':
      return describeUnion(issue, context, found);
    case 'invalid_element': {
      const [first] = issue.issues;
      return `một mục không hợp lệ${first ? `: ${explain(first, {}, true)}` : ''}`;
    }
    default:
      return `giá trị không hợp lệ${found()}`;
  }
}

/**
 * Whether the message is zod's own (English, "Invalid …", "Too small: …"), which our wording
 * replaces; a schema's own message (Vietnamese) is kept. Unknown fields and unions never carry ours.
 */
function isDefaultMessage(issue: z.core.$ZodIssue): boolean {
  if (['unrecognized_keys', 'invalid_union', 'invalid_key', 'invalid_element'].includes(issue.code)) return true;
  return /^(Invalid|Too big|Too small|Unrecognized key)\b/.test(issue.message);
}

function typeHint(expected: string, input: unknown): string {
  if ((expected === 'number' || expected === 'int') && typeof input === 'string' && /^\d{1,3}([.,\s]\d{3})+$/.test(input.trim())) {
    return `; viết số liền, không dấu chấm, dấu phẩy hay dấu cách: ${input.replace(/\D/g, '')}`;
  }
  // "6500000đ", "6.500.000 VNĐ", "5tr": the unit is added by the page, the field holds the number only.
  if ((expected === 'number' || expected === 'int') && typeof input === 'string' && /^\s*\d[\d.,\s]*\s*(đ|₫|vnđ|vnd|đồng)\s*$/i.test(input)) {
    return `; chỉ viết con số, trang tự thêm đơn vị: ${input.replace(/\D/g, '')}`;
  }
  if (expected === 'string' && (typeof input === 'number' || typeof input === 'boolean')) return '; nếu đó là chữ, đặt nó trong ngoặc kép';
  if (expected === 'string' && input === null) return '; nếu giá trị bắt đầu bằng # hay một dấu đặc biệt, đặt nó trong ngoặc kép, ví dụ "#lo-trinh"';
  if (expected === 'array' && !Array.isArray(input)) return '; viết mỗi mục trên một dòng riêng, bắt đầu bằng "- "';
  if (expected === 'object' && typeof input !== 'object') return '; viết các trường con ở các dòng bên dưới, thụt vào 2 dấu cách';
  return '';
}

function expectValues(values: readonly unknown[], found: () => string, input: unknown): string {
  const listed = values.map((value) => JSON.stringify(value)).join(', ');
  const expected = values.length === 1 ? `cần đúng giá trị ${listed}` : `cần một trong các giá trị ${listed}`;
  const candidates = values.filter((value): value is string => typeof value === 'string');
  return expected + found() + suggestionFor(input, candidates);
}

/** ". Có phải ý bạn là "x"?" for a near candidate, or how to clean a value whose only fault is hidden characters. */
function suggestionFor(input: unknown, candidates: readonly string[]): string {
  if (typeof input !== 'string') return '';
  const cleaned = withoutHidden(input);
  if (cleaned !== input && (candidates.length === 0 || candidates.includes(cleaned))) {
    return cleaned === '' ? '' : `. Xóa ký tự vô hình đó để chỉ còn "${cleaned}"`;
  }
  return didYouMeanText(input, candidates);
}

function unknownField(key: string, allowed: string[] | undefined): string {
  const base = `không có trường ${quoteText(key)} ở đây`;
  const guess = didYouMeanText(key, allowed ?? []);
  if (guess) return base + guess;
  if (allowed && allowed.length > 0 && allowed.length <= 12) return `${base}; các trường dùng được: ${allowed.join(', ')}`;
  return `${base}; xóa nó, hoặc sửa tên trường cho đúng`;
}

function describeSize(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig, input: unknown): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const exact = issue.exact === true;
  if (issue.origin === 'array' || issue.origin === 'set') {
    const count = Array.isArray(input) ? `, đang có ${input.length}` : '';
    return `cần ${exact ? 'đúng' : small ? 'ít nhất' : 'nhiều nhất'} ${limit} mục${count}`;
  }
  if (issue.origin === 'string') {
    const length = typeof input === 'string' ? input.length : undefined;
    if (small && limit === 1 && !exact) return 'không được để trống';
    const count = length === undefined ? '' : `, đang có ${length}`;
    const cut = !small && length !== undefined ? `; rút gọn ${length - limit} ký tự` : '';
    return `cần ${exact ? 'đúng' : small ? 'ít nhất' : 'tối đa'} ${limit} ký tự${count}${cut}`;
  }
  const now = typeof input === 'number' ? `, đang là ${input}` : '';
  if (exact) return `cần đúng ${limit}${now}`;
  if (small) return `${issue.inclusive === false ? `cần lớn hơn ${limit}` : `cần từ ${limit} trở lên`}${now}`;
  return `${issue.inclusive === false ? `cần nhỏ hơn ${limit}` : `cần nhiều nhất ${limit}`}${now}`;
}

/** What the format needs (the schema's own words when it has them), what was found, and the value rewritten when it is clear. */
function describeFormat(issue: z.core.$ZodIssueInvalidStringFormat, input: unknown, found: () => string, own: string | undefined, toWrite: string): string {
  const text = typeof input === 'string' ? input.trim() : '';
  const fix = toWrite
    || (issue.format === 'url' && /^www\./i.test(text) ? `. Viết "https://${text}"` : suggestionFor(input, []));
  const needs = own ?? FORMATS[issue.format] ?? (issue.format === 'regex' ? `không đúng dạng yêu cầu (${issue.pattern ?? 'mẫu của trường này'})` : `không đúng dạng ${issue.format}`);
  return needs + found() + fix;
}
const FORMATS: Record<string, string> = {
  date: 'cần ngày dạng năm-tháng-ngày, ví dụ 2025-08-15',
  datetime: 'cần ngày giờ dạng 2025-08-08T20:00:00+07:00',
  url: 'cần địa chỉ web đầy đủ, bắt đầu bằng https://',
  email: 'cần một địa chỉ email, ví dụ ten@example.com',
};

/**
 * ". Viết 2026-12-17T20:00:00+07:00": what the writer meant by a value typed the Vietnamese way
 * (vietnameseValue.ts), as the field's schema takes it, exactly; nothing when no reading fits.
 */
function valueToWrite(issue: z.core.$ZodIssue, context: IssueContext): string {
  const field = schemaAt(context.schema, issue.path, context.value);
  if (!field) return '';
  const readings = rewritesOf(issue.input);
  const fits = readings.find((candidate) => z.safeParse(field, candidate).success);
  if (fits !== undefined) return `. Viết ${String(fits)}`;
  // Read as the kind of value the field takes, but not allowed here ("Miễn phí" as a course's price,
  // which must be above 0): say why. A reading of another kind ("97043" as a number) says nothing.
  const [reading] = readings;
  const [why] = reading === undefined ? [] : z.safeParse(field, reading).error?.issues ?? [];
  return why && why.code !== 'invalid_type' ? ` (tức ${String(reading)}, nhưng ở đây ${explain(why, { schema: field, value: reading }, false)})` : '';
}

/**
 * No form of a union fits. When every form is a list of allowed values, they are named together;
 * otherwise the form that came closest (fewest problems) says what it is missing.
 */
function describeUnion(issue: z.core.$ZodIssueInvalidUnion, context: IssueContext, found: () => string): string {
  const branches = issue.errors;
  if (branches.length === 0) return `không khớp dạng nào được phép${found()}`;
  const values = branches.every((errors) => errors.length === 1 && errors[0]?.path.length === 0 && errors[0].code === 'invalid_value')
    ? branches.flatMap((errors) => errors[0]?.code === 'invalid_value' ? errors[0].values : [])
    : undefined;
  if (values) return expectValues([...new Set(values)], found, issue.input);

  const index = branches.reduce((best, errors, at) => (errors.length < (branches[best]?.length ?? Infinity) ? at : best), 0);
  // A misspelt field explains the field the form then misses, so it is the one to name.
  const closest = branches[index] ?? [];
  const first = closest.find((nested) => nested.code === 'unrecognized_keys') ?? closest[0];
  if (!first) return `không khớp dạng nào được phép${found()}`;
  const union = unwrap(schemaAt(context.schema, issue.path, context.value));
  const option = union instanceof z.core.$ZodUnion ? union._zod.def.options[index] : undefined;
  const message = explain(first, { schema: option, value: issue.input }, true);
  return first.path.length > 0 ? `${first.path.map(String).join('.')}: ${message}` : message;
}
