/**
 * A course, bootcamp or event page must give a way to register in its hero (heroRegisters.ts): the
 * broken page in site/schemaFixtures/ and an event written here (any .mdx under content/ is a page),
 * each added to the real site (scripts/testing/scratchContent.ts), whose own pages all pass.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorsWith } from '../../../scripts/testing/scratchContent.ts';

const course = readFileSync(path.join(import.meta.dirname, '../../../site/schemaFixtures/hua-dang-ky.mdx'), 'utf8');
const event = [
  '---', 'type: event', 'title: Workshop thử', 'description: Sự kiện mời đăng ký mà phần mở đầu không có nút đăng ký.',
  'start: 2030-10-05T08:00:00+07:00', 'place:', '  online: Zoom', 'price: 0', 'registration:', '  form: https://forms.example.com/thu',
  'hero:', '  actions:', '    - label: Xem lịch khai giảng', '      href: /lich-khai-giang', '---', '# Workshop thử', '',
].join('\n');
const advice = (register: string) => `thêm vào hero.actions một nút mở biểu mẫu, ví dụ "- label: Đăng ký ngay" với "register: ${register}", hoặc một nút chat hay gọi, ví dụ "contact: advisor-chat"`;

describe('a page that invites registration', () => {
  let errors: string[];
  beforeAll(() => {
    errors = errorsWith({ 'hua-dang-ky.mdx': course, 'workshop-thu.mdx': event });
  }, 60_000);

  it('is refused when its hero only links elsewhere, at the hero’s buttons, with a button to write instead', () => {
    expect(errors.filter((line) => line.startsWith('content/hua-dang-ky.mdx'))).toEqual([
      `content/hua-dang-ky.mdx:8:3  schema  hero.actions: trang này mời đăng ký nhưng phần mở đầu chưa có nút nào để đăng ký; ${advice('advanced')}`,
    ]);
  });

  it('is refused for an event too, whose form button is register: true', () => {
    expect(errors.filter((line) => line.startsWith('content/workshop-thu.mdx'))).toEqual([
      `content/workshop-thu.mdx:12:3  schema  hero.actions: trang này mời đăng ký nhưng phần mở đầu chưa có nút nào để đăng ký; ${advice('true')}`,
    ]);
  });

  it('gives no other error: every real page already offers a way to register at its top', () => {
    expect(errors).toHaveLength(2);
  });
});
