import { describe, expect, it } from 'vitest';
import type { SearchEntry } from '../../../../lib/searchPages.ts';
import { searchKeystrokes } from './searchKeystrokes.ts';

const entry = (url: string, title: string): SearchEntry => ({ url, title, description: '', headings: [] });

describe('searchKeystrokes', () => {
  it('types the first title word with tone marks without them, one key per letter', () => {
    const keys = searchKeystrokes([entry('/a', 'AI Bot cho bạn'), entry('/b', 'Đường đến thành công')]);
    expect(keys.map((stroke) => stroke.key).join('')).toBe('duong');
  });

  it('expects after each key the pages whose title holds the text typed so far', () => {
    const keys = searchKeystrokes([entry('/d', 'Dạy học'), entry('/k', 'Khóa học nhanh'), entry('/h', 'Hành trình')]);
    expect(keys.map((stroke) => stroke.key).join('')).toBe('khoa');
    expect(keys[0]?.hrefs).toEqual(['/k']);
    expect(keys.at(-1)?.hrefs).toEqual(['/k']);
    expect(searchKeystrokes([entry('/x', 'Khóa'), entry('/y', 'Kho')])[2]?.hrefs).toEqual(['/x', '/y']);
  });

  it('types nothing when no title has a long enough word with tone marks', () => {
    expect(searchKeystrokes([entry('/a', 'AI Bot'), entry('/b', 'Bạn')])).toEqual([]);
  });
});
