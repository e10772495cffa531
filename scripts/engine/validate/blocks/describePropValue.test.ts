import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../../parse/outline/jsxElements.ts';
import { describePropValue } from './describePropValue.ts';

/** The wording for `value` written for a prop with this schema. */
function wording(schema: z.ZodType, key: string, written: AttributeValue): string {
  const value = written.kind === 'true' ? true : written.kind === 'expression' ? undefined : written.value;
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected the value to be refused');
  const [issue] = result.error.issues;
  if (!issue) throw new Error('no issue');
  return describePropValue(key, written, issue);
}

describe('describePropValue', () => {
  it('tells to write a number in braces when it was typed as text', () => {
    expect(wording(z.literal([2, 3, 4]), 'columns', { kind: 'text', value: '3' })).toBe('columns là một số: viết columns={3} thay vì columns="3"');
    expect(wording(z.number(), 'size', { kind: 'text', value: '12' })).toBe('size là một số: viết size={12} thay vì size="12"');
  });

  it('lists the numbers a prop takes when the one written is not among them', () => {
    expect(wording(z.literal([2, 3, 4]), 'columns', { kind: 'literal', value: 5, source: '5' }))
      .toBe('columns={5} không dùng được; viết columns={2}, columns={3} hoặc columns={4}');
  });

  it('explains switches: a bare name turns one on, leaving it out turns it off', () => {
    expect(wording(z.boolean(), 'numbered', { kind: 'text', value: 'true' })).toBe('để bật numbered, chỉ viết numbered (không có ="true")');
    expect(wording(z.boolean(), 'numbered', { kind: 'text', value: 'false' })).toBe('để tắt numbered, bỏ hẳn thuộc tính này (không viết numbered="false")');
  });

  it('lists the words a prop takes, with a "did you mean"', () => {
    expect(wording(z.enum(['plain', 'muted']), 'tone', { kind: 'text', value: 'mute' }))
      .toBe('tone="mute" không dùng được; viết tone="plain" hoặc tone="muted". Có phải ý bạn là "muted"?');
  });

  it('tells to quote text written as a number, and to fill in an empty text', () => {
    expect(wording(z.string(), 'title', { kind: 'literal', value: 2025, source: '2025' })).toBe('title là chữ: viết title="2025" thay vì title={2025}');
    expect(wording(z.string().min(1), 'title', { kind: 'text', value: '' })).toBe('title đang để trống; viết nội dung giữa hai dấu ngoặc kép hoặc bỏ thuộc tính này');
  });
});
