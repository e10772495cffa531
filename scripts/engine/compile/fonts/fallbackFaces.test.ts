import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { androidSansFamily, fallbackCssPath, fallbackFacesCss } from './fallbackFaces.ts';

/** The bodies of the family's @font-face rules, in order. */
const facesOf = (family: string) => [...fallbackFacesCss().matchAll(/@font-face \{([^}]*)\}/g)].map(([, body = '']) => body).filter((body) => body.includes(`font-family: "${family}";`));
const read = (body: string, property: string) => Number(new RegExp(`${property}: ([\\d.]+)%`).exec(body)?.[1]);

describe('metric-matched fallback faces', () => {
  it('renderer/fonts-fallback.css is what capsize computes today', () => {
    expect(readFileSync(fallbackCssPath, 'utf8')).toBe(fallbackFacesCss());
  });

  it('scales the local sans and mono to Be Vietnam Pro and JetBrains Mono', () => {
    const css = fallbackFacesCss();
    expect(css).toContain('font-family: "Be Vietnam Pro Fallback"');
    expect(css).toContain('font-family: "JetBrains Mono Fallback"');
    expect(css.match(/size-adjust: [\d.]+%/g)).toHaveLength(9);
    expect(css).toContain("local('Liberation Sans')");
  });

  it('gives every Be Vietnam Pro weight its own fallback, bold ones from the local bold face, all with the same line height', () => {
    const faces = facesOf('Be Vietnam Pro Fallback');
    expect(faces.map((body) => /font-weight: (\d+)/.exec(body)?.[1])).toEqual(['400', '600', '700', '800']);
    expect(faces.map((body) => body.includes("local('Liberation Sans Bold')"))).toEqual([false, true, true, true]);
    // Bolder weights of Be Vietnam Pro are wider: scaled from the same Arial Bold, each is scaled more.
    const sizes = faces.map((body) => read(body, 'size-adjust'));
    expect(sizes[1]).toBeLessThan(sizes[2] ?? 0);
    expect(sizes[2]).toBeLessThan(sizes[3] ?? 0);
    // ascent and descent as drawn (override × size-adjust) are the web font's in every weight: lines keep their height.
    for (const body of faces) {
      expect(read(body, 'ascent-override') * read(body, 'size-adjust') / 100).toBeCloseTo(100, 1);
      expect(read(body, 'descent-override') * read(body, 'size-adjust') / 100).toBeCloseTo(26.5, 1);
    }
  });

  it('scales Roboto too, for Android phones, which have no Arial: a face per weight with the web font’s line height, bold ones from Roboto’s bold', () => {
    const faces = facesOf(androidSansFamily);
    expect(faces.map((body) => /font-weight: (\d+)/.exec(body)?.[1])).toEqual(['400', '600', '700', '800']);
    expect(faces.map((body) => /src: local\('([^']+)'\)/.exec(body)?.[1])).toEqual(['Roboto Regular', 'Roboto SemiBold', 'Roboto Bold', 'Roboto ExtraBold']);
    for (const body of faces) {
      expect(read(body, 'ascent-override') * read(body, 'size-adjust') / 100).toBeCloseTo(100, 1);
      expect(read(body, 'descent-override') * read(body, 'size-adjust') / 100).toBeCloseTo(26.5, 1);
    }
    // Roboto is narrower than Be Vietnam Pro (it is scaled up), and its bolds more than its regular.
    const sizes = faces.map((body) => read(body, 'size-adjust'));
    expect(sizes[0]).toBeGreaterThan(105);
    expect(sizes[0]).toBeLessThan(sizes[2] ?? 0);
  });
});
