import { describe, expect, it } from 'vitest';
import { diffWords, escapeMarkdown, wordSimilarity } from './wordDiff.ts';

describe('diffWords', () => {
  it('strikes removed words and bolds added ones inside the sentence', () => {
    expect(diffWords('Khóa học gồm 19 buổi học trực tuyến.', 'Khóa học gồm 20 buổi học trực tuyến.'))
      .toBe('Khóa học gồm ~~19~~ **20** buổi học trực tuyến.');
    expect(diffWords('Đoạn một.', 'Đoạn một, viết lại.')).toBe('Đoạn ~~một.~~ **một, viết lại.**');
    expect(diffWords('Học lại miễn phí.', 'Học lại.')).toBe('Học ~~lại miễn phí.~~ **lại.**');
  });

  it('escapes Markdown in the words, so the text shows as written', () => {
    expect(escapeMarkdown('a*b_c `d` [e] <f> ~g~')).toBe('a\\*b\\_c \\`d\\` \\[e\\] \\<f\\> \\~g\\~');
    expect(diffWords('Giá *cũ*', 'Giá *mới*')).toBe('Giá ~~\\*cũ\\*~~ **\\*mới\\***');
  });
});

describe('wordSimilarity', () => {
  it('rates a sentence with a few words changed as alike, and an unrelated one as not', () => {
    expect(wordSimilarity('Đoạn một.', 'Đoạn một, viết lại.')).toBeGreaterThanOrEqual(0.5);
    expect(wordSimilarity('Mentor đồng hành 1 năm.', 'Thanh toán qua chuyển khoản.')).toBe(0);
  });
});
