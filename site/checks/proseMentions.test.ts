import { describe, expect, it } from 'vitest';
import { findMentions } from './proseMentions.ts';

const read = (text: string) => findMentions(text).map(({ kind, value, context }) => (context ? [kind, value, context] : [kind, value]));

describe('findMentions', () => {
  it('reads prices the ways writers type them', () => {
    expect(read('6.500.000đ, 6.500.000 VNĐ, 6,5 triệu đồng, 990k, 12 triệu, 1 500 000 đồng')).toEqual([
      ['price', 6_500_000], ['price', 6_500_000], ['price', 6_500_000], ['price', 990_000], ['price', 12_000_000], ['price', 1_500_000],
    ]);
  });

  it('reads dates with and without their year', () => {
    expect(read('vào 15/09/2025, tối 04/11, từ 2025-09-15 hay ngày 5 tháng 9 năm 2025')).toEqual([
      ['date', '2025-09-15'], ['date', '11-04'], ['date', '2025-09-15'], ['date', '2025-09-05'],
    ]);
  });

  it('reads counts of sessions, supplementary sessions, exercises and students', () => {
    expect(read('19 buổi + 5 buổi bổ trợ, 24 bài tập, tối đa 20 học viên')).toEqual([
      ['sessions', 19], ['supplementary', 5], ['exercises', 24], ['seats', 20],
    ]);
  });

  it('leaves alone what only looks like a date, a price or a count', () => {
    expect(read('hỗ trợ 24/7, coaching 1-1, Ubuntu 22.04, chấm 4.9/5, Buổi 1, n8n 1.0, tỷ lệ 0,1 (10%), 4 GB RAM, chỉ còn 5 chỗ, 31/02')).toEqual([]);
  });

  it('tells a sentence about the price or the start from one about something else', () => {
    expect(read('Học phí: 5.000.000đ. Tài liệu trị giá 12 triệu đồng. Đánh giá 3 triệu đồng. Khai giảng 15/09/2025. Học thử 16/09/2025.')).toEqual([
      ['price', 5_000_000, 'price'], ['price', 12_000_000], ['price', 3_000_000], ['date', '2025-09-15', 'start'], ['date', '2025-09-16'],
    ]);
  });
});
