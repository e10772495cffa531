import { describe, expect, it } from 'vitest';
import { searchPages, type SearchEntry } from './searchPages.ts';

const entry = (title: string, extra: Partial<SearchEntry> = {}): SearchEntry => ({
  title, url: `/${title.length}`, description: '', headings: [], ...extra,
});
const index = [
  entry('Lập trình Bot Auto Trading'),
  entry('Tự động hóa quy trình với n8n'),
  entry('Lịch khai giảng', { headings: ['Khóa đào tạo sắp mở'] }),
  entry('Workshop đường tới AI'),
];

describe('searchPages', () => {
  it('matches titles without tone marks', () => {
    expect(searchPages(index, 'lap trinh').map((e) => e.title)).toEqual(['Lập trình Bot Auto Trading']);
  });

  it('matches "d" against đ and "đ" against d', () => {
    expect(searchPages(index, 'duong').map((e) => e.title)).toEqual(['Workshop đường tới AI']);
    expect(searchPages(index, 'ĐỘNG').map((e) => e.title)).toEqual(['Tự động hóa quy trình với n8n']);
  });

  it('ignores case and surrounding spaces', () => {
    expect(searchPages(index, '  AUTO trading ')).toHaveLength(1);
  });

  it('returns nothing for an empty or blank query', () => {
    expect(searchPages(index, '')).toEqual([]);
    expect(searchPages(index, '   ')).toEqual([]);
  });

  it('returns nothing when no page matches', () => {
    expect(searchPages(index, 'blockchain')).toEqual([]);
  });

  it('lists title matches before pages that match only in a heading', () => {
    const results = searchPages([...index, entry('Khóa đào tạo n8n')], 'dao tao');
    expect(results.map((e) => e.title)).toEqual(['Khóa đào tạo n8n', 'Lịch khai giảng']);
  });
});
