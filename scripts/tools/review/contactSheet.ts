/**
 * One picture per route for reviewing a page as a visitor sees it: the phone screenshot at its
 * own size beside the desktop one at half size, under a caption naming the route, so a reviewer
 * compares the two layouts (and a before/after pair of sheets) without opening two files.
 */
import sharp, { type OverlayOptions } from 'sharp';

export interface SheetShot {
  /** A full-page PNG. */
  file: string;
  /** Caption above it, e.g. "390 px". */
  caption: string;
  /** Width it is drawn at on the sheet, in pixels. */
  width: number;
}

const CAPTION_HEIGHT = 48;
const GAP = 32;
const BACKGROUND = { r: 241, g: 243, b: 248, alpha: 1 };

export async function writeContactSheet({ title, shots, out }: { title: string; shots: SheetShot[]; out: string }): Promise<void> {
  const scaled = await Promise.all(shots.map(async (shot) => {
    const image = sharp(shot.file).resize({ width: shot.width });
    const { data, info } = await image.png().toBuffer({ resolveWithObject: true });
    return { shot, data, height: info.height };
  }));
  const width = GAP + scaled.reduce((sum, { shot }) => sum + shot.width + GAP, 0);
  const height = CAPTION_HEIGHT * 2 + GAP + Math.max(...scaled.map((entry) => entry.height));

  let left = GAP;
  const layers: OverlayOptions[] = [{ input: captionSvg(title, width, 22, 'bold'), top: 0, left: 0 }];
  for (const { shot, data } of scaled) {
    layers.push({ input: captionSvg(shot.caption, shot.width, 16, 'normal'), top: CAPTION_HEIGHT, left });
    layers.push({ input: data, top: CAPTION_HEIGHT * 2, left });
    left += shot.width + GAP;
  }
  await sharp({ create: { width, height, channels: 4, background: BACKGROUND } })
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toFile(out);
}

function captionSvg(text: string, width: number, size: number, weight: 'bold' | 'normal'): Buffer {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${CAPTION_HEIGHT}">`
    + `<text x="${GAP / 2}" y="${CAPTION_HEIGHT / 2 + size / 3}" font-family="sans-serif" font-size="${size}" font-weight="${weight}" fill="#1e2340">${escaped}</text></svg>`);
}
