/**
 * This site's schemas as a writer meets their mistakes, in the words `npm run check` prints: the
 * messages the schemas give themselves (a time's +07:00, a list's camelCase name), and the shapes
 * that decide what the engine's describeIssue can suggest (a page kind's fields, the ids of courses
 * and contacts, a menu entry's forms). describeIssue itself is tested on small schemas beside it.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createPageSchema, dataSchemas } from '../schema.ts';
import { describeIssue } from '../../scripts/engine/validate/describeIssue.ts';

const pageSchema = createPageSchema({ instructors: ['lead', 'expert'], courses: ['flagship', 'advanced'], contacts: ['group-chat', 'hotline'] });
const page = { title: 'Trang thử', description: 'Một trang để thử thông báo lỗi.' };

/** Each issue of `value` against `schema` as `field: message`, an unknown field named at itself as `npm run check` does. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value, { reportInput: true });
  return (result.error?.issues ?? []).map((issue) => {
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, ...issue.keys] : issue.path;
    return `${path.join('.')}: ${describeIssue(issue, { schema, value })}`;
  });
}

describe('this site\'s schemas, as a writer reads their mistakes', () => {
  it('ask for an event\'s time in Vietnam, with its +07:00', () => {
    expect(messages(pageSchema, { ...page, type: 'event', start: '2025-08-08T20:00:00' }).find((line) => line.startsWith('start'))).toBe(
      'start: cần ngày giờ Việt Nam có đuôi +07:00, ví dụ 2025-08-08T20:00:00+07:00; đang là "2025-08-08T20:00:00". Viết 2025-08-08T20:00:00+07:00',
    );
  });

  it('ask for a named list\'s name in camelCase', () => {
    expect(messages(pageSchema, { ...page, type: 'landing', cards: { 'muc-tieu': [{ title: 'x' }] } })).toEqual([
      'cards.muc-tieu: tên "muc-tieu" không dùng được: cần tên viết liền kiểu camelCase: bắt đầu bằng chữ thường, chỉ gồm chữ không dấu và số, ví dụ mucTieu',
    ]);
  });

  it('list the fields a plain page has, and keep a title under 90 characters', () => {
    expect(messages(pageSchema, { ...page, type: 'page', price: 990000 })).toEqual([
      'price: không có trường "price" ở đây; các trường dùng được: title, description, favicon, ogImage, searchable, draft, publishDate, unpublishDate, type',
    ]);
    expect(messages(pageSchema, { ...page, type: 'landing', title: 'x'.repeat(95), instructors: [] })).toEqual([
      'title: cần tối đa 90 ký tự, đang có 95; rút gọn 5 ký tự',
      'instructors: cần ít nhất 1 mục, đang có 0',
    ]);
  });

  it('name the courses a register button may open, or true for the page\'s own', () => {
    expect(messages(pageSchema, { ...page, type: 'landing', actions: { final: [{ label: 'Đăng ký', register: 'flagshp' }] } })).toEqual([
      'actions.final.0.register: cần một trong các giá trị "flagship", "advanced", true; đang là "flagshp". Có phải ý bạn là "flagship"?',
    ]);
  });

  it('take a course\'s status with its tone marks', () => {
    expect(messages(dataSchemas.courses, { a: { title: 'x', subtitle: 'y', duration: 'd', location: 'l', status: 'dang tuyen sinh' } })).toEqual([
      'a.status: cần đúng giá trị "Đang tuyển sinh"; đang là "dang tuyen sinh". Có phải ý bạn là "Đang tuyển sinh"?',
    ]);
  });

  it('tell a menu entry\'s misspelt field from the forms an entry takes', () => {
    expect(messages(dataSchemas.nav, { main: [{ label: 'Trang chủ', hreff: '/' }], landing: { links: [{ label: 'a', href: '/' }], register: 'x' } })).toEqual([
      'main.0: không có trường "hreff" ở đây. Có phải ý bạn là "href"?',
    ]);
  });
});
