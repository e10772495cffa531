import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeReviewIndex, type ReviewedPage } from './writeReviewIndex.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'review-index-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const read = (file: string) => readFileSync(path.join(scratch, file), 'utf8');

const coursePage: ReviewedPage = {
  route: '/khoa-hoc', change: 'changed', sheet: 'khoa-hoc.sheet.png',
  firstPair: { before: 'khoa-hoc.390.before.png', after: 'khoa-hoc.390.after.png' }, regions: { '390 px': 1 }, states: [],
};

describe('writeReviewIndex', () => {
  it('lists each changed page with its sheet and its own facts-diff lines, and shared data apart', () => {
    writeReviewIndex(scratch, { base: 'HEAD~1', head: 'HEAD' }, [coursePage], [
      { route: '/khoa-hoc', heading: '/khoa-hoc', lines: ['- Khóa học › Giá: 6.500.000 VNĐ → 6.900.000 VNĐ'] },
      { heading: 'content/data/courses.yaml › flagship', lines: ['- Giá: 6.500.000 VNĐ → 6.900.000 VNĐ'] },
    ]);
    const index = read('index.html');
    const page = index.slice(index.indexOf('<code>/khoa-hoc</code>'), index.indexOf('</ol>'));
    expect(page).toContain('<li>Khóa học › Giá: 6.500.000 VNĐ → 6.900.000 VNĐ</li>');
    expect(page).toContain('<img src="khoa-hoc.sheet.png"');
    expect(index.slice(index.indexOf('</ol>'))).toContain('<h3>content/data/courses.yaml › flagship</h3>');
    expect(JSON.parse(read('changed-pages.json'))).toEqual([coursePage]);
  });

  it('says in one line that nothing looks different when no page changed', () => {
    writeReviewIndex(scratch, { base: 'main', head: 'HEAD' }, [], []);
    expect(read('index.html')).toContain('<p>Không có thay đổi giao diện nào giữa main và HEAD: HTML của mọi trang giống hệt nhau.</p>');
    expect(JSON.parse(read('changed-pages.json'))).toEqual([]);
  });
});
