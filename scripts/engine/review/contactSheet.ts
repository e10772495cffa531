/**
 * One picture for reviewing a page as a visitor sees it: rows of screenshots side by side under a
 * title naming the route, each under its caption, wide ones drawn smaller, so a reviewer compares
 * layouts (the phone page beside the desktop one, or a page before and after a change) without
 * opening several files.
 */
import sharp, { type OverlayOptions } from 'sharp';

export interface SheetShot {
  /** A PNG: its file, or its bytes (a screenshot with the changes outlined). */
  image: string | Buffer;
  /** Caption above it, e.g. "390 px". */
  caption: string;
  /** Width it is drawn at on the sheet, in pixels. */
  width: number;
}

const CAPTION_HEIGHT = 48;
const GAP = 32;
const BACKGROUND = { r: 241, g: 243, b: 248, alpha: 1 };

/** Writes the sheet: the title, then each row of shots from left to right, rows one below the other. */
export async function writeContactSheet({ title, rows, out }: { title: string; rows: SheetShot[][]; out: string }): Promise<void> {
  const scaledRows = await Promise.all(rows.map((shots) => Promise.all(shots.map(async (shot) => {
    const { data, info } = await sharp(shot.image).resize({ width: shot.width }).png().toBuffer({ resolveWithObject: true });
    return { shot, data, height: info.height };
  }))));
  const width = Math.max(...scaledRows.map((row) => GAP + row.reduce((sum, { shot }) => sum + shot.width + GAP, 0)));
  const layers: OverlayOptions[] = [{ input: captionSvg(title, width, 22, 'bold'), top: 0, left: 0 }];
  let top = CAPTION_HEIGHT;
  for (const row of scaledRows) {
    let left = GAP;
    for (const { shot, data } of row) {
      layers.push({ input: captionSvg(shot.caption, shot.width, 16, 'normal'), top, left });
      layers.push({ input: data, top: top + CAPTION_HEIGHT, left });
      left += shot.width + GAP;
    }
    top += CAPTION_HEIGHT + Math.max(...row.map((entry) => entry.height)) + GAP;
  }
  await sharp({ create: { width, height: top, channels: 4, background: BACKGROUND } })
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toFile(out);
}

function captionSvg(text: string, width: number, size: number, weight: 'bold' | 'normal'): Buffer {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${CAPTION_HEIGHT}">`
    + `<text x="${GAP / 2}" y="${CAPTION_HEIGHT / 2 + size / 3}" font-family="sans-serif" font-size="${size}" font-weight="${weight}" fill="#1e2340">${escaped}</text></svg>`);
}
