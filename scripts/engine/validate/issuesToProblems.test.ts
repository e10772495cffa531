import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatProblem } from '../core/problem.ts';
import { parseYaml } from '../parse/parseYaml.ts';
import { issuesToProblems } from './issuesToProblems.ts';

/** A time in Vietnam whose date must also be real, as a site's event schema checks it. */
const event = z.strictObject({
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?\+07:00$/, 'cần ngày giờ Việt Nam có đuôi +07:00, ví dụ 2025-08-08T20:00:00+07:00')
    .refine((text) => !Number.isNaN(Date.parse(text)), 'ngày giờ này không có thật; kiểm tra lại ngày, tháng và giờ'),
  price: z.number(),
});

const problemsOf = (text: string) => {
  const yaml = parseYaml(text, 1);
  const result = event.safeParse(yaml.value, { reportInput: true });
  return issuesToProblems(result.error?.issues ?? [], yaml, 'content/su-kien.mdx', { schema: event, value: yaml.value }).map(formatProblem);
};

describe('issuesToProblems', () => {
  it('gives one message for a value, with the value to write, not a second from the checks after its format', () => {
    expect(problemsOf('start: 17/12/2026 20:00\nprice: Miễn phí\n')).toEqual([
      'content/su-kien.mdx:2:1  schema  start: cần ngày giờ Việt Nam có đuôi +07:00, ví dụ 2025-08-08T20:00:00+07:00; đang là "17/12/2026 20:00". Viết 2026-12-17T20:00:00+07:00',
      'content/su-kien.mdx:3:1  schema  price: cần một số, đang là "Miễn phí". Viết 0',
    ]);
  });
});
