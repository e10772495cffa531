import { describe, expect, it } from 'vitest';
import { nameFact } from '../../scripts/engine/diff/nameFact.ts';
import { fieldNames } from './fieldNames.ts';

/** A fact named with this site's names, as the facts diff names it. */
const name = (path: (string | number)[], where?: { root?: unknown; context?: string }) => nameFact(path, fieldNames, where);

describe('the facts diff’s names for this site', () => {
  it('names the facts of an offering in the reviewer’s words', () => {
    expect(name(['offering', 'price'])).toBe('Khóa học › Giá');
    expect(name(['originalPrice'], { context: 'courses' })).toBe('Giá gốc');
    expect(name(['featuredCourse', 'startDate'])).toBe('Khóa học nổi bật › Ngày khai giảng');
    expect(name(['sessionCount'])).toBe('Số buổi');
  });

  it('numbers sessions across the curriculum’s blocks, as the page numbers them', () => {
    const root = { curriculum: [{ sessions: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] }, { sessions: [{ title: 'd' }, { title: 'e' }] }] };
    expect(name(['curriculum', 0, 'sessions', 1, 'title'], { root })).toBe('Buổi 2 › Tiêu đề');
    expect(name(['curriculum', 1, 'sessions', 1, 'topics'], { root })).toBe('Buổi 5 › Chủ đề');
    expect(name(['curriculum', 1, 'title'], { root })).toBe('Phần 2 › Tiêu đề');
  });

  it('names list items by their number and a field by the list it sits in', () => {
    expect(name(['speakers', 0, 'name'])).toBe('Diễn giả 1 › Tên');
    expect(name(['speakers', 0, 'title'])).toBe('Diễn giả 1 › Chức danh');
    expect(name(['faq', 2, 'answer'])).toBe('Câu hỏi thường gặp 3 › Câu trả lời');
    expect(name(['donation', 'note'])).toBe('Ủng hộ › Nội dung chuyển khoản');
    expect(name(['agenda', 0, 'note'])).toBe('Mục 1 › Ghi chú');
    expect(name(['title'], { context: 'instructors' })).toBe('Chức danh');
  });

  it('names a list the writer named as written, and tells a hero’s buttons from named groups of buttons', () => {
    expect(name(['cards', 'goals', 1, 'title'])).toBe('Nhóm thẻ › goals › Thẻ 2 › Tiêu đề');
    expect(name(['actions', 'register', 0, 'contact', 'display'])).toBe('Nhóm nút › register › Nút 1 › Liên hệ › Hiển thị');
    expect(name(['hero', 'actions', 2, 'contact', 'display'])).toBe('Phần mở đầu › Nút 3 › Liên hệ › Hiển thị');
  });

  it('names a course on the schedule by its title', () => {
    const root = { courses: [{ course: { title: 'Bot nâng cao', price: 1 } }] };
    expect(name(['courses', 0, 'course', 'price'], { root })).toBe('Bot nâng cao › Giá');
    expect(name(['courses', 0, 'course', 'price'])).toBe('Khóa học 1 › Giá');
  });

  it('falls back to the key of a field it has no name for, never to a dotted path', () => {
    expect(name(['hero', 'mascot'])).toBe('Phần mở đầu › mascot');
    expect(name(['widgets', 1, 'size'])).toBe('widgets 2 › size');
  });

  it('names interface wording by its keys and the items of a data file that is a list by the file', () => {
    expect(name(['offering', 'discount'], { context: 'labels' })).toBe('offering › discount');
    expect(name([1, 'name'], { context: 'platforms' })).toBe('Nền tảng 2 › Tên');
  });
});
