import { describe, expect, it } from 'vitest';
import { normalizeVietnamese } from './normalizeVietnamese.ts';

/** Every vowel with each of its Vietnamese forms: base, circumflex/breve/horn, and the five tone marks on each. */
const vowelFamilies: Record<string, string> = {
  a: 'aàáảãạăằắẳẵặâầấẩẫậ',
  e: 'eèéẻẽẹêềếểễệ',
  i: 'iìíỉĩị',
  o: 'oòóỏõọôồốổỗộơờớởỡợ',
  u: 'uùúủũụưừứửữự',
  y: 'yỳýỷỹỵ',
};

describe('normalizeVietnamese', () => {
  for (const [base, forms] of Object.entries(vowelFamilies)) {
    it(`folds every form of ${base} to ${base}, in lower and upper case`, () => {
      for (const form of forms) {
        expect(normalizeVietnamese(form)).toBe(base);
        expect(normalizeVietnamese(form.toLocaleUpperCase('vi'))).toBe(base);
      }
    });
  }

  it('lists 72 forms: 12 vowels (a ă â e ê i o ô ơ u ư y) × 6 tones, so none is missing above', () => {
    expect([...Object.values(vowelFamilies).join('')].length).toBe(72);
  });

  it('treats đ and Đ as d', () => {
    expect(normalizeVietnamese('đường Đà Lạt')).toBe('duong da lat');
  });

  it('gives the same result for composed (NFC) and decomposed (NFD) input', () => {
    const phrase = 'Lập trình Bot Auto Trading không cần biết code';
    expect(normalizeVietnamese(phrase.normalize('NFD'))).toBe(normalizeVietnamese(phrase.normalize('NFC')));
    expect(normalizeVietnamese(phrase.normalize('NFD'))).toBe('lap trinh bot auto trading khong can biet code');
  });

  it('lower-cases Latin text and leaves digits and punctuation alone', () => {
    expect(normalizeVietnamese('MetaTrader 5 – 24/7!')).toBe('metatrader 5 – 24/7!');
  });
});
