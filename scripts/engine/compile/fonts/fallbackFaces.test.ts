import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fallbackCssPath, fallbackFacesCss } from './fallbackFaces.ts';

describe('metric-matched fallback faces', () => {
  it('renderer/fonts-fallback.css is what capsize computes today', () => {
    expect(readFileSync(fallbackCssPath, 'utf8')).toBe(fallbackFacesCss());
  });

  it('scales the local sans and mono to Be Vietnam Pro and JetBrains Mono', () => {
    const css = fallbackFacesCss();
    expect(css).toContain('font-family: "Be Vietnam Pro Fallback"');
    expect(css).toContain('font-family: "JetBrains Mono Fallback"');
    expect(css.match(/size-adjust: [\d.]+%/g)).toHaveLength(5);
    expect(css).toContain("local('Liberation Sans')");
  });

  it('gives every Be Vietnam Pro weight its own fallback, bold ones from the local bold face, all with the same line height', () => {
    const faces = [...fallbackFacesCss().matchAll(/@font-face \{([^}]*)\}/g)].map(([, body = '']) => body).filter((body) => body.includes('Be Vietnam Pro Fallback'));
    const read = (body: string, property: string) => Number(new RegExp(`${property}: ([\\d.]+)%`).exec(body)?.[1]);
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
});
