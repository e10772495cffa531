/**
 * Whether two share cards are the same picture: the same size, and nearly every pixel the same
 * colour. Our side lays each page's part over a backdrop drawn once, Astro's draws the whole card in
 * one pass, so their pixels may differ by rounding; a different title, or the same title set
 * elsewhere, changes thousands of pixels by far more.
 */

/** A decoded image: its size and its pixels, `channels` bytes each, row after row. */
export interface RawImage {
  width: number;
  height: number;
  channels: number;
  pixels: Uint8Array;
}

/** A pixel differs when a channel differs by more than this: far above rounding, far below a letter's edge. */
const CHANNEL_TOLERANCE = 24;
/** At most this share of pixels may differ (0.1 %: a few hundred of a card's 756,000). */
const DIFFERING_SHARE = 0.001;

/** What tells the two cards apart, in words; undefined when they are the same picture. */
export function cardDifference(ours: RawImage, theirs: RawImage): string | undefined {
  if (ours.width !== theirs.width || ours.height !== theirs.height) return `${ours.width} × ${ours.height} against ${theirs.width} × ${theirs.height}`;
  const channels = Math.min(ours.channels, theirs.channels, 3);
  let differing = 0;
  for (let pixel = 0; pixel < ours.width * ours.height; pixel++) {
    for (let channel = 0; channel < channels; channel++) {
      const a = ours.pixels[pixel * ours.channels + channel] as number;
      const b = theirs.pixels[pixel * theirs.channels + channel] as number;
      if (Math.abs(a - b) > CHANNEL_TOLERANCE) {
        differing++;
        break;
      }
    }
  }
  const share = differing / (ours.width * ours.height);
  return share > DIFFERING_SHARE ? `${differing} pixels (${(share * 100).toFixed(2)} %) differ in colour` : undefined;
}
