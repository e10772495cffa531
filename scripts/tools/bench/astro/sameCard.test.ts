import { describe, expect, it } from 'vitest';
import { cardDifference, type RawImage } from './sameCard.ts';

/** A 100 × 50 grey RGB image, with the given pixels (by index) painted white. */
function card(white: number[] = [], { width = 100, height = 50, channels = 3 } = {}): RawImage {
  const pixels = new Uint8Array(width * height * channels).fill(40);
  for (const pixel of white) pixels.fill(255, pixel * channels, pixel * channels + 3);
  return { width, height, channels, pixels };
}

describe('cardDifference', () => {
  it('finds two drawings of the same card the same, rounding apart and whether or not one has an alpha channel', () => {
    const rounded = card();
    rounded.pixels.fill(42);
    expect(cardDifference(card(), rounded)).toBeUndefined();
    expect(cardDifference(card([7, 8]), card([7, 8], { channels: 4 }))).toBeUndefined();
  });

  it('tells apart cards of different sizes', () => {
    expect(cardDifference(card(), card([], { width: 120 }))).toBe('100 × 50 against 120 × 50');
  });

  it('tells apart cards whose text differs by a letter, a few pixels of the whole', () => {
    // A letter's stroke: 10 pixels of 5,000.
    expect(cardDifference(card(), card([0, 1, 2, 3, 4, 100, 101, 102, 103, 104]))).toBe('10 pixels (0.20 %) differ in colour');
  });
});
