import { describe, expect, it } from 'vitest';
import { MAX_RUN, unbreakableRuns, wordKey } from './unbreakableRuns.ts';

/** A small word list, as keys: the tests say which words it holds. */
const words = new Set(['vận hành', 'hệ thống', 'sài gòn', 'tư vấn', 'khoá học', 'học viên', 'lập trình', 'giao dịch', 'tự động hoá', 'tự động'].map(wordKey));

/** The runs of `text`, as the text they cover. */
const runsOf = (text: string, names: string[] = []) => unbreakableRuns(text, words, names).map(({ start, end }) => text.slice(start, end));

describe('unbreakableRuns', () => {
  it('keeps each listed word of two or three syllables whole, and nothing else', () => {
    expect(runsOf('Hệ thống vận hành bot tại Sài Gòn')).toEqual(['Hệ thống', 'vận hành', 'Sài Gòn']);
    expect(runsOf('Bot giao dịch tự động hóa')).toEqual(['giao dịch', 'tự động hóa']);
  });

  it('finds a word whatever its case and wherever the tone of oa, oe and uy sits', () => {
    expect(runsOf('VÀO GROUP ZALO TƯ VẤN')).toEqual(['TƯ VẤN']);
    expect(runsOf('Khóa học mới')).toEqual(['Khóa học']);
    expect(runsOf('Khoá học mới')).toEqual(['Khoá học']);
  });

  it('does not join syllables across punctuation', () => {
    expect(runsOf('Hệ, thống')).toEqual([]);
    expect(runsOf('(Sài Gòn)')).toEqual(['Sài Gòn']);
  });

  it('keeps a time range whole, with or without spaces around its dash', () => {
    expect(runsOf('Tối thứ Ba 19:30 - 21:30')).toEqual(['19:30 - 21:30']);
    expect(runsOf('Ca sáng 8:00-10:00, ca tối 18:00–20:00')).toEqual(['8:00-10:00', '18:00–20:00']);
    expect(runsOf('19h - 21h')).toEqual(['19h - 21h']);
  });

  it('keeps a number with the word it counts or measures, a listed word whole', () => {
    expect(runsOf('12 buổi · 3 tháng')).toEqual(['12 buổi', '3 tháng']);
    expect(runsOf('Học phí 6.500.000 VNĐ')).toEqual(['6.500.000 VNĐ']);
    expect(runsOf('95% học viên có lãi')).toEqual(['95% học viên']);
    expect(runsOf('Chỉ 6.500.000đ')).toEqual([]);
  });

  it('keeps an id joined by a hyphen whole, where the browser would break after the hyphen', () => {
    expect(runsOf('Mentor 1-1 hằng tuần')).toEqual(['1-1']);
  });

  it('keeps a person’s name whole, without the title written before it', () => {
    expect(runsOf('Giảng viên Trần Minh Khoa', ['Trần Minh Khoa'])).toEqual(['Trần Minh Khoa']);
    expect(runsOf('ThS. Nguyễn Hoàng Nam', ['ThS. Nguyễn Hoàng Nam'])).toEqual(['Nguyễn Hoàng Nam']);
  });

  it('leaves a run longer than a phone line can surely hold free to break', () => {
    const name = 'Tôn Nữ Thị Hoàng Anh Thư';
    expect(name.length).toBeGreaterThan(MAX_RUN);
    expect(runsOf(name, [name])).toEqual([]);
  });

  it('counts in UTF-16 offsets of the text as given', () => {
    const text = '“Lập trình” 3 tháng';
    expect(unbreakableRuns(text, words)).toEqual([{ start: 1, end: 10 }, { start: 12, end: 19 }]);
  });
});

describe('wordKey', () => {
  it('is one key for every case and tone placement of a phrase', () => {
    expect(new Set(['Khóa học', 'khoá học', 'KHOÁ HỌC', ' khoá   học ', 'khoá học'.normalize('NFD')].map(wordKey)).size).toBe(1);
    expect(wordKey('thủy')).toBe(wordKey('thuỷ'));
    expect(wordKey('hòe')).toBe(wordKey('hoè'));
  });
});
