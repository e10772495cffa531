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
    expect(css.match(/size-adjust: [\d.]+%/g)).toHaveLength(2);
    expect(css).toContain("local('Liberation Sans')");
  });
});
