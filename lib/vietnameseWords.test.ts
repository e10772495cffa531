import { describe, expect, it } from 'vitest';
import { wordKey } from './unbreakableRuns.ts';
import { vietnameseWords } from './vietnameseWords.ts';

describe('vietnameseWords', () => {
  it('holds the words of two and three syllables the issue found broken in headings, and no single syllable', () => {
    const words = vietnameseWords();
    for (const word of ['vận hành', 'hệ thống', 'Sài Gòn', 'tư vấn', 'khóa học', 'lập trình', 'tự động hóa']) expect(words.has(wordKey(word)), word).toBe(true);
    expect(words.has(wordKey('vận'))).toBe(false);
  });
});
