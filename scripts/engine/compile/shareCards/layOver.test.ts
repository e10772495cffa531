import { describe, expect, it } from 'vitest';
import { layOverOpaque } from './layOver.ts';

describe('layOverOpaque', () => {
  // A 3 × 2 grey image; a 2 × 1 overlay at (1, 1).
  const grey = () => new Uint8Array(3 * 2 * 3).fill(200);

  it('shows an opaque pixel as it is and leaves a transparent one showing the image beneath', () => {
    const image = grey();
    layOverOpaque(image, 3, new Uint8Array([10, 20, 30, 255, 0, 0, 0, 0]), { left: 1, top: 1, width: 2, height: 1 });
    expect([...image.slice(12, 15)]).toEqual([10, 20, 30]);
    expect([...image.slice(15, 18)]).toEqual([200, 200, 200]);
    // Outside the box: untouched.
    expect([...image.slice(0, 12)]).toEqual(Array(12).fill(200));
  });

  it('blends a half-transparent premultiplied pixel with what is beneath', () => {
    const image = grey();
    // White at half coverage, premultiplied: 128 of 255 in each channel.
    layOverOpaque(image, 3, new Uint8Array([128, 128, 128, 128]), { left: 0, top: 0, width: 1, height: 1 });
    expect([...image.slice(0, 3)]).toEqual([128 + Math.round((200 * 127) / 255), 228, 228]);
  });
});
