/**
 * What is wrong with a prop's value as the writer typed it, and how to type it instead: a number
 * written as text (`columns="3"` → `columns={3}`), a switch written as text (`numbered="true"` →
 * `numbered`), a value outside its list, an empty text. Anything else takes the shared zod wording.
 */
import type { z } from 'zod';
import type { AttributeValue } from '../../parse/outline/jsxElements.ts';
import { describeIssue } from '../describeIssue.ts';
import { didYouMeanText } from '../../../../lib/didYouMean.ts';

export function describePropValue(key: string, written: AttributeValue, issue: z.core.$ZodIssue): string {
  const typed = writtenAs(key, written);
  const text = written.kind === 'text' ? written.value : undefined;
  if (wantsNumber(issue)) {
    const number = text !== undefined && text.trim() !== '' ? Number(text) : NaN;
    const allowed = issue.code === 'invalid_value' ? issue.values : undefined;
    if (Number.isFinite(number) && (!allowed || allowed.includes(number))) return `${key} là một số: viết ${key}={${number}} thay vì ${typed}`;
    const choices = allowed ? orList(allowed.map((value) => `${key}={${String(value)}}`)) : `một số, ví dụ ${key}={3}`;
    return `${typed} không dùng được; viết ${choices}`;
  }
  if (issue.code === 'invalid_type' && issue.expected === 'boolean') {
    if (text === 'true') return `để bật ${key}, chỉ viết ${key} (không có ="true")`;
    if (text === 'false') return `để tắt ${key}, bỏ hẳn thuộc tính này (không viết ${key}="false")`;
    return `${key} là công tắc bật/tắt: viết ${key} để bật, bỏ đi để tắt; không viết ${typed}`;
  }
  if (issue.code === 'invalid_type' && issue.expected === 'string') {
    return written.kind === 'literal' && (typeof written.value === 'number' || typeof written.value === 'boolean')
      ? `${key} là chữ: viết ${key}="${String(written.value)}" thay vì ${typed}`
      : `${key} cần một giá trị chữ: viết ${key}="…"`;
  }
  if (issue.code === 'invalid_value') {
    const values = issue.values.map(String);
    return `${typed} không dùng được; viết ${orList(values.map((value) => `${key}="${value}"`))}${didYouMeanText(text ?? '', values)}`;
  }
  if (issue.code === 'too_small' && text === '') return `${key} đang để trống; viết nội dung giữa hai dấu ngoặc kép hoặc bỏ thuộc tính này`;
  return `${key}: ${describeIssue(issue)}`;
}

/** The prop as it appears in the file: `tone="mute"`, `numbered`, `columns={5}`. */
export function writtenAs(key: string, written: AttributeValue): string {
  switch (written.kind) {
    case 'text': return `${key}="${written.value}"`;
    case 'true': return key;
    default: return `${key}={${written.source}}`;
  }
}

function wantsNumber(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'invalid_type') return issue.expected === 'number' || issue.expected === 'int';
  return issue.code === 'invalid_value' && issue.values.length > 0 && issue.values.every((value) => typeof value === 'number');
}

/** `a`, `a hoặc b`, `a, b hoặc c`. */
function orList(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} hoặc ${items.at(-1)}`;
}
