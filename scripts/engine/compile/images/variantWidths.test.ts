import { describe, expect, it } from 'vitest';
import { variantWidths } from './variantWidths.ts';

describe('variantWidths', () => {
  it('makes an avatar at its displayed width and for screens of 1.5 and 2 times the density', () => {
    expect(variantWidths({ width: 96 }, 1200)).toEqual([96, 144, 192]);
  });

  it('adds half the width for a wide picture, which a phone shows in a narrow column', () => {
    expect(variantWidths({ width: 896 }, 4000)).toEqual([448, 896, 1344, 1792]);
  });

  it('never makes a picture wider than its source: the source’s own width is the widest', () => {
    expect(variantWidths({ width: 896 }, 1500)).toEqual([448, 896, 1344, 1500]);
    expect(variantWidths({ width: 96 }, 150)).toEqual([96, 144, 150]);
    expect(variantWidths({ width: 80 }, 50)).toEqual([50]);
  });
});
