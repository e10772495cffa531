/**
 * Lays premultiplied RGBA pixels (resvg's) over an opaque RGB image, in place: the one blend a
 * share card needs, in one pass over the part it covers (sharp's composite takes a second
 * full-size image and two colour conversions for it).
 */

/** Where the pixels go in the image, in whole pixels. */
export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** `under`: RGB, `underWidth` pixels a row. `over`: RGBA, premultiplied, `box.width` pixels a row. */
export function layOverOpaque(under: Uint8Array, underWidth: number, over: Uint8Array, box: PixelBox): void {
  for (let row = 0; row < box.height; row++) {
    let from = row * box.width * 4;
    let to = ((box.top + row) * underWidth + box.left) * 3;
    for (let column = 0; column < box.width; column++, from += 4, to += 3) {
      const alpha = over[from + 3] as number;
      if (alpha === 0) continue;
      // Premultiplied "over": the colour shown is the pixel's own plus what shows through it.
      const through = 255 - alpha;
      for (let channel = 0; channel < 3; channel++) {
        under[to + channel] = (over[from + channel] as number) + Math.round(((under[to + channel] as number) * through) / 255);
      }
    }
  }
}
