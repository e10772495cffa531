import { describe, expect, it } from 'vitest';
import { splitOnMatch } from './splitOnMatch.ts';

describe('splitOnMatch', () => {
  it('cuts the title around the letters as written when the query has no tone marks', () => {
    expect(splitOnMatch('Lập trình Bot Auto Trading', 'lap trinh')).toEqual({ before: '', match: 'Lập trình', after: ' Bot Auto Trading' });
  });

  it('matches đ with d and upper with lower case', () => {
    expect(splitOnMatch('Workshop Đường tới AI', 'duong')).toEqual({ before: 'Workshop ', match: 'Đường', after: ' tới AI' });
    expect(splitOnMatch('Tự động hóa', 'ĐỘNG')).toEqual({ before: 'Tự ', match: 'động', after: ' hóa' });
  });

  it('keeps marks written as separate characters with the letter they sit on', () => {
    const decomposed = 'Tự động hóa'.normalize('NFD');
    const split = splitOnMatch(decomposed, 'dong');
    expect(split && split.before + split.match + split.after).toBe(decomposed);
    expect(split?.match.normalize('NFC')).toBe('động');
  });

  it('ignores spaces around the query, as the search does', () => {
    expect(splitOnMatch('Lịch khai giảng', '  KHAI ')?.match).toBe('khai');
  });

  it('finds nothing for a blank query or one the text does not contain', () => {
    expect(splitOnMatch('Lịch khai giảng', '  ')).toBeUndefined();
    expect(splitOnMatch('Lịch khai giảng', 'bot')).toBeUndefined();
  });
});
