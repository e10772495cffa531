import { describe, expect, it } from 'vitest';
import { createPageSchema } from '../schema.ts';
import { describeIssue } from '../../scripts/engine/validate/describeIssue.ts';

const pageSchema = createPageSchema({ instructors: ['lead'], courses: ['flagship'], contacts: ['group-chat', 'hotline'] });
const page = { title: 'Trang thử', description: 'Một trang để thử số nút ở phần mở đầu.', type: 'landing' };
const three = [
  { label: 'Đăng ký ngay', register: 'flagship' },
  { label: 'Xem lộ trình', href: '#curriculum' },
  { label: 'Gọi hotline', contact: 'hotline' },
];

/** The lines `npm run check` would print for this frontmatter. */
function problems(value: unknown): string[] {
  const result = pageSchema.safeParse(value, { reportInput: true });
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${describeIssue(issue, { schema: pageSchema, value })}`);
}

describe('hero actions', () => {
  it('takes one primary and one secondary button', () => {
    expect(problems({ ...page, hero: { actions: three.slice(0, 2) } })).toEqual([]);
  });

  it('refuses a third button, saying where it belongs instead', () => {
    expect(problems({ ...page, hero: { actions: three } })).toEqual([
      'hero.actions: phần mở đầu có tối đa 2 nút (một nút chính, một nút phụ); đặt các nút khác ở phần kêu gọi cuối trang; đang là một danh sách 3 mục',
    ]);
  });
});
