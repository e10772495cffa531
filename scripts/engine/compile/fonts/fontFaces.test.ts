import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codePoints, FONTSOURCE_RANGES, fontFaces, fontFacesCss, fontFacesCssPath, formatRange } from './fontFaces.ts';

/** Vietnamese letters a visitor may type or a writer add: every vowel with every tone mark, and đ. */
const VIETNAMESE = 'aăâeêioôơuưy'.split('').flatMap((vowel) => [vowel, ...['\u0300', '\u0301', '\u0303', '\u0309', '\u0323'].map((mark) => `${vowel}${mark}`.normalize('NFC'))]);
const vietnameseLetters = [...VIETNAMESE, ...VIETNAMESE.map((letter) => letter.toUpperCase()), 'đ', 'Đ'];

describe('font faces', () => {
  it('renderer/fonts.css is what fontFaces.ts describes today', () => {
    expect(readFileSync(fontFacesCssPath, 'utf8')).toBe(fontFacesCss());
  });

  it('gives each weight faces whose ranges never overlap, so a letter is fetched from one file', () => {
    const byWeight = new Map<string, ReturnType<typeof fontFaces>>();
    for (const face of fontFaces()) byWeight.set(`${face.family} ${face.weight}`, [...(byWeight.get(`${face.family} ${face.weight}`) ?? []), face]);
    expect(byWeight.size).toBe(6);
    for (const [weight, faces] of byWeight) {
      const owners = new Map<number, string>();
      const overlaps = faces.flatMap((face) => codePoints(face.unicodeRange).flatMap((point) => {
        const owner = owners.get(point);
        owners.set(point, face.url);
        return owner ? [`${weight}: U+${point.toString(16)} in ${owner} and ${face.url}`] : [];
      }));
      expect(overlaps).toEqual([]);
    }
  });

  it('together cover what the @fontsource files cover, so no letter loses its face', () => {
    const fontsource = new Set(Object.values(FONTSOURCE_RANGES).flatMap(codePoints));
    for (const weight of [400, 800]) {
      const faces = fontFaces().filter((face) => face.family === 'Be Vietnam Pro' && face.weight === weight);
      expect(new Set(faces.flatMap((face) => codePoints(face.unicodeRange)))).toEqual(fontsource);
    }
  });

  it('puts every Vietnamese letter, ASCII and the punctuation pages write in the vietnamese and latin-core faces', () => {
    const firstScreen = fontFaces().filter((face) => face.family === 'Be Vietnam Pro' && face.weight === 400 && /-vietnamese-|\?core$/.test(face.url));
    expect(firstScreen).toHaveLength(2);
    const covered = new Set(firstScreen.flatMap((face) => codePoints(face.unicodeRange)));
    const text = [...vietnameseLetters, ...'Học phí: 6.900.000 ₫ – “AI” · 3×… ©'].join('');
    expect([...text].filter((char) => !covered.has(char.codePointAt(0) ?? 0))).toEqual([]);
  });

  it('reads and writes unicode-ranges', () => {
    expect(codePoints('U+0041-0043, U+1E?? , U+20AB').length).toBe(3 + 256 + 1);
    expect(formatRange(codePoints('U+0102-0103, U+0110, U+0111, U+20AB'))).toBe('U+0102-0103, U+0110-0111, U+20AB');
    expect(() => codePoints('0041')).toThrow('not a unicode-range item');
  });
});
