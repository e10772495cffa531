import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue, describeValue, type IssueContext } from './describeIssue.ts';

// Small schemas of the shapes sites write (page kinds told apart by `type`, ids from a data file,
// named lists, buttons as a union), each reproducing one kind of issue; describeIssue knows no site.
const courseIds = z.enum(['flagship', 'advanced']);
const contactIds = z.enum(['group-chat', 'hotline']);
const button = z.strictObject({ label: z.string().min(1), register: z.union([courseIds, z.literal(true)]).optional(), contact: contactIds.optional() });
const card = z.strictObject({ title: z.string().min(1), description: z.string().optional() });
const base = {
  title: z.string().trim().min(1).max(90),
  description: z.string().min(1),
  searchable: z.boolean().optional(),
  publishDate: z.iso.date().optional(),
};
const pageSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...base, type: z.literal('page') }),
  z.strictObject({ ...base, type: z.literal('event'), start: z.iso.datetime({ offset: true, message: 'cần ngày giờ Việt Nam có đuôi +07:00, ví dụ 2025-08-08T20:00:00+07:00' }) }),
  z.strictObject({
    ...base,
    type: z.literal('landing'),
    offering: courseIds.optional(),
    instructors: z.array(z.string()).min(1).optional(),
    hero: z.strictObject({ badge: z.string().optional(), facts: z.array(z.string()).optional() }).optional(),
    actions: z.record(z.string(), z.array(button)).optional(),
    cards: z.record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'cần tên viết liền kiểu camelCase: bắt đầu bằng chữ thường, chỉ gồm chữ không dấu và số, ví dụ mucTieu'), z.array(card)).optional(),
  }),
]);
const courses = z.record(z.string(), z.strictObject({ title: z.string().min(1), status: z.literal('Đang tuyển sinh'), price: z.number().int().optional() }));
const nav = z.strictObject({
  main: z.array(z.union([
    z.strictObject({ label: z.string(), href: z.string() }),
    z.strictObject({ label: z.string(), items: z.array(z.strictObject({ label: z.string(), href: z.string() })) }),
    z.strictObject({ label: z.string(), contact: contactIds }),
  ])),
});
/** An event as a site may type it: a time in Vietnam whose date must be real, a price, a percent, an agenda. */
const eventSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...base, type: z.literal('page') }),
  z.strictObject({
    ...base,
    type: z.literal('event'),
    start: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?\+07:00$/, 'cần ngày giờ Việt Nam có đuôi +07:00, ví dụ 2025-08-08T20:00:00+07:00')
      .refine((text) => !Number.isNaN(Date.parse(text)), 'ngày giờ này không có thật'),
    doors: z.string().regex(/^\d{1,2}:\d{2}$/, 'cần giờ dạng 19:30').optional(),
    price: z.number().int().nonnegative().optional(),
    discount: z.number().min(0).max(100).optional(),
    agenda: z.array(z.object({ time: z.string().regex(/^\d{1,2}:\d{2}-\d{1,2}:\d{2}$/, 'cần khung giờ dạng 18:00-20:00') })).optional(),
  }),
]);
const page = { title: 'Trang thử', description: 'Một trang để thử thông báo lỗi.' };

/** Each issue of `value` against `schema` as `field: message`, the way `npm run check` prints it (one line per unknown field). */
function messages(schema: z.ZodType, value: unknown, context: IssueContext = { schema, value }): string[] {
  const result = schema.safeParse(value, { reportInput: true });
  return (result.error?.issues ?? []).flatMap((issue) => {
    if (issue.code !== 'unrecognized_keys') return [`${issue.path.join('.')}: ${describeIssue(issue, context)}`];
    return issue.keys.map((key) => `${[...issue.path, key].join('.')}: ${describeIssue({ ...issue, keys: [key] }, context)}`);
  });
}

describe('describeIssue', () => {
  it('names the allowed values of an unknown id and the one meant', () => {
    expect(messages(pageSchema, { ...page, type: 'landing', offering: 'flagshipx' })).toEqual([
      'offering: cần một trong các giá trị "flagship", "advanced"; đang là "flagshipx". Có phải ý bạn là "flagship"?',
    ]);
  });

  it('matches a value typed without tone marks to the one with them', () => {
    expect(messages(courses, { a: { title: 'x', status: 'dang tuyen sinh' } })).toEqual([
      'a.status: cần đúng giá trị "Đang tuyển sinh"; đang là "dang tuyen sinh". Có phải ý bạn là "Đang tuyển sinh"?',
    ]);
  });

  it('names the allowed values of every form of a union together', () => {
    expect(messages(pageSchema, { ...page, type: 'landing', actions: { final: [{ label: 'Đăng ký', register: 'flagshp' }] } })).toEqual([
      'actions.final.0.register: cần một trong các giá trị "flagship", "advanced", true; đang là "flagshp". Có phải ý bạn là "flagship"?',
    ]);
  });

  it('never shows a value with a non-breaking space as if it were the allowed one, and says how to clean it', () => {
    const [line] = messages(pageSchema, { ...page, type: 'landing', actions: { final: [{ label: 'Zalo', contact: 'group-chat\u00a0' }] } });
    expect(line).toBe('actions.final.0.contact: cần một trong các giá trị "group-chat", "hotline"; '
      + 'đang là "group-chat⟨U+00A0⟩", có một khoảng trắng không ngắt (U+00A0) ở vị trí 11. Xóa ký tự vô hình đó để chỉ còn "group-chat"');
    expect(line).not.toContain('đang là "group-chat";');
  });

  it('suggests the allowed field closest to an unknown one, at any depth, when given the schema', () => {
    expect(messages(pageSchema, { ...page, type: 'page', titel: 'x' })).toEqual(['titel: không có trường "titel" ở đây. Có phải ý bạn là "title"?']);
    expect(messages(pageSchema, { ...page, type: 'landing', hero: { facst: [] } })).toEqual(['hero.facst: không có trường "facst" ở đây. Có phải ý bạn là "facts"?']);
    expect(messages(pageSchema, { ...page, type: 'landing', cards: { goals: [{ title: 'x', descripton: 'y' }] } })).toEqual([
      'cards.goals.0.descripton: không có trường "descripton" ở đây. Có phải ý bạn là "description"?',
    ]);
  });

  it('follows the page kind to the fields that kind has', () => {
    expect(messages(pageSchema, { ...page, type: 'event', titel: 'x' }).find((line) => line.startsWith('titel'))).toBe(
      'titel: không có trường "titel" ở đây. Có phải ý bạn là "title"?',
    );
    expect(messages(pageSchema, { ...page, type: 'page', price: 990000 })).toEqual([
      'price: không có trường "price" ở đây; các trường dùng được: title, description, searchable, publishDate, type',
    ]);
  });

  it('still reports an unknown field without the schema, asking to remove or rename it', () => {
    expect(messages(pageSchema, { ...page, type: 'page', titel: 'x' }, {})).toEqual(['titel: không có trường "titel" ở đây; xóa nó, hoặc sửa tên trường cho đúng']);
  });

  it('names the misspelt field of the closest form of a union', () => {
    expect(messages(nav, { main: [{ label: 'Trang chủ', hreff: '/' }] })).toEqual([
      'main.0: không có trường "hreff" ở đây. Có phải ý bạn là "href"?',
    ]);
  });

  it('says what is missing and what type a field needs', () => {
    expect(messages(pageSchema, { type: 'page', title: 'x' })).toEqual(['description: thiếu; cần một đoạn chữ']);
    expect(messages(pageSchema, { ...page, type: 'page', searchable: 'có' })).toEqual(['searchable: cần true hoặc false, đang là "có". Viết true']);
  });

  it('tells how to write a number typed with thousands separators', () => {
    expect(messages(courses, { a: { title: 'x', status: 'Đang tuyển sinh', price: '6.500.000' } })).toEqual([
      'a.price: cần một số, đang là "6.500.000"; viết số liền, không dấu chấm, dấu phẩy hay dấu cách: 6500000',
    ]);
  });

  it('tells to drop the currency a writer typed after a price', () => {
    expect(messages(courses, { a: { title: 'x', status: 'Đang tuyển sinh', price: '6500000đ' } })).toEqual([
      'a.price: cần một số, đang là "6500000đ"; chỉ viết con số, trang tự thêm đơn vị: 6500000',
    ]);
  });

  it('explains an empty value, the usual result of an unquoted # in YAML', () => {
    expect(messages(pageSchema, { ...page, type: 'page', description: null })).toEqual([
      'description: cần một đoạn chữ, đang để trống; nếu giá trị bắt đầu bằng # hay một dấu đặc biệt, đặt nó trong ngoặc kép, ví dụ "#lo-trinh"',
    ]);
  });

  it('rewrites a date typed day first', () => {
    expect(messages(pageSchema, { ...page, type: 'page', publishDate: '15/8/2025' })).toEqual([
      'publishDate: cần ngày dạng năm-tháng-ngày, ví dụ 2025-08-15; đang là "15/8/2025". Viết 2025-08-15',
    ]);
  });

  it.each([
    ['a date-time typed day first, as the field takes it', { type: 'event', start: '17/12/2026 20:00' },
      'start: cần ngày giờ Việt Nam có đuôi +07:00, ví dụ 2025-08-08T20:00:00+07:00; đang là "17/12/2026 20:00". Viết 2026-12-17T20:00:00+07:00'],
    ['a date typed day first', { type: 'page', publishDate: '17/12/2026' },
      'publishDate: cần ngày dạng năm-tháng-ngày, ví dụ 2025-08-15; đang là "17/12/2026". Viết 2026-12-17'],
    ['a time range typed with h', { type: 'event', start: '2026-12-17T20:00:00+07:00', agenda: [{ time: '20h00-20h10' }] },
      'agenda.0.time: cần khung giờ dạng 18:00-20:00; đang là "20h00-20h10". Viết 20:00-20:10'],
    ['a time typed with g', { type: 'event', start: '2026-12-17T20:00:00+07:00', doors: '20g' },
      'doors: cần giờ dạng 19:30; đang là "20g". Viết 20:00'],
    ['a price in millions with a decimal comma', { type: 'event', start: '2026-12-17T20:00:00+07:00', price: '6,5 triệu' },
      'price: cần một số, đang là "6,5 triệu". Viết 6500000'],
    ['a free event', { type: 'event', start: '2026-12-17T20:00:00+07:00', price: 'Miễn phí' },
      'price: cần một số, đang là "Miễn phí". Viết 0'],
    ['a percent with its sign', { type: 'event', start: '2026-12-17T20:00:00+07:00', discount: '50 %' },
      'discount: cần một số, đang là "50 %". Viết 50'],
  ])('gives the value to write for %s', (_what, fields, expected) => {
    // The first issue of the value: issuesToProblems keeps that one only.
    expect(messages(eventSchema, { ...page, ...fields })[0]).toBe(expected);
  });

  it('says why a value typed the Vietnamese way does not fit, when its reading is not allowed there', () => {
    const paid = z.record(z.string(), z.strictObject({ price: z.number().int().positive() }));
    expect(messages(paid, { a: { price: 'Miễn phí' } })).toEqual([
      'a.price: cần một số, đang là "Miễn phí" (tức 0, nhưng ở đây cần lớn hơn 0)',
    ]);
  });

  it('keeps the schema\'s own message and adds what was found', () => {
    expect(messages(pageSchema, { ...page, type: 'event', start: '2025-08-08T20:00:00' }).find((line) => line.startsWith('start'))).toBe(
      'start: cần ngày giờ Việt Nam có đuôi +07:00, ví dụ 2025-08-08T20:00:00+07:00; đang là "2025-08-08T20:00:00". Viết 2025-08-08T20:00:00+07:00',
    );
  });

  it('gives counts for lists and text that are too short or too long', () => {
    expect(messages(pageSchema, { ...page, type: 'landing', title: 'x'.repeat(95), instructors: [] })).toEqual([
      'title: cần tối đa 90 ký tự, đang có 95; rút gọn 5 ký tự',
      'instructors: cần ít nhất 1 mục, đang có 0',
    ]);
    expect(messages(pageSchema, { ...page, type: 'page', title: '   ' })).toEqual(['title: không được để trống']);
  });

  it('explains a name that a named list cannot have', () => {
    expect(messages(pageSchema, { ...page, type: 'landing', cards: { 'muc-tieu': [{ title: 'x' }] } })).toEqual([
      'cards.muc-tieu: tên "muc-tieu" không dùng được: cần tên viết liền kiểu camelCase: bắt đầu bằng chữ thường, chỉ gồm chữ không dấu và số, ví dụ mucTieu',
    ]);
  });

  it('says when a list was expected and how to write one', () => {
    expect(messages(pageSchema, { ...page, type: 'landing', instructors: 'lead' })).toEqual([
      'instructors: cần một danh sách, đang là "lead"; viết mỗi mục trên một dòng riêng, bắt đầu bằng "- "',
    ]);
  });
});

describe('describeValue', () => {
  it('shows text in quotes, numbers, lists and blocks as a writer sees them', () => {
    expect(describeValue('flagship')).toBe('"flagship"');
    expect(describeValue(42)).toBe('số 42');
    expect(describeValue(['a', 'b'])).toBe('một danh sách 2 mục');
    expect(describeValue({ a: 1 })).toBe('một khối trường');
    expect(describeValue('')).toBe('chuỗi rỗng ""');
  });

  it.each([
    ['a non-breaking space', 'group\u00a0chat', '"group⟨U+00A0⟩chat", có một khoảng trắng không ngắt (U+00A0) ở vị trí 6'],
    ['a zero-width space', 'group-chat\u200b', '"group-chat⟨U+200B⟩", có một khoảng trắng độ rộng 0 (U+200B) ở vị trí 11'],
    ['a zero-width joiner', 'group\u200d-chat', '"group⟨U+200D⟩-chat", có một ký tự nối độ rộng 0 (U+200D) ở vị trí 6'],
    ['a BOM', '\ufeffgroup-chat', '"⟨U+FEFF⟩group-chat", có một dấu BOM (U+FEFF) ở vị trí 1'],
    ['a tab', 'group-chat\t', '"group-chat⟨U+0009⟩", có một dấu tab (U+0009) ở vị trí 11'],
    ['a trailing space', 'group-chat ', '"group-chat⟨U+0020⟩", có một dấu cách thừa ở cuối (U+0020) ở vị trí 11'],
    ['a leading space', ' group-chat', '"⟨U+0020⟩group-chat", có một dấu cách thừa ở đầu (U+0020) ở vị trí 1'],
  ])('makes %s visible and names it at its position', (_what, value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });

  it('leaves spaces between words alone and lists several invisible characters together', () => {
    expect(describeValue('Thứ 2 & Thứ 7')).toBe('"Thứ 2 & Thứ 7"');
    expect(describeValue('\ufeffa\u00a0b ')).toBe('"⟨U+FEFF⟩a⟨U+00A0⟩b⟨U+0020⟩", có một dấu BOM (U+FEFF) ở vị trí 1, '
      + 'một khoảng trắng không ngắt (U+00A0) ở vị trí 3 và một dấu cách thừa ở cuối (U+0020) ở vị trí 5');
  });

  it('shortens long text but still names an invisible character beyond the cut', () => {
    const long = `${'x'.repeat(50)}\u00a0`;
    expect(describeValue(long)).toBe(`"${'x'.repeat(40)}…", có một khoảng trắng không ngắt (U+00A0) ở vị trí 51`);
  });
});
