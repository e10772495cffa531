import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageSize } from './imageSize.ts';

/** A JPEG's first segments: start of image, an APP0 segment, then a baseline frame header of 1200 × 630. */
const JPEG_HEAD = Uint8Array.from([
  0xff, 0xd8,
  0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46,
  0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0x76, 0x04, 0xb0, 0x03,
]);

describe('imageSize', () => {
  it('reads the width and height of a PNG from its header', () => {
    expect(imageSize(readFileSync(new URL('../public/og-image.png', import.meta.url)))).toEqual({ width: 1200, height: 630 });
  });

  it('finds the frame header of a JPEG past the segments before it', () => {
    expect(imageSize(JPEG_HEAD)).toEqual({ width: 1200, height: 630 });
  });

  it('knows no size for other formats or a file cut short', () => {
    expect(imageSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageSize(JPEG_HEAD.slice(0, 12))).toBeUndefined();
    expect(imageSize(new Uint8Array())).toBeUndefined();
  });
});
