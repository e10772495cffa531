/**
 * A page's icon drawn as a square PNG with sharp: an SVG is rendered at the size (not scaled from a
 * small bitmap), any other picture is fitted inside it on a transparent ground. One size serves the
 * tab (16–32 px at 2–3× density) and a phone's tab switcher.
 */
import sharp from 'sharp';
import { PICTURE_FOLDER, type PictureSet } from '../../derive/pictureSet.ts';
import { ENCODINGS } from './makePictureSet.ts';
import { writePictureFile } from './writePictureFile.ts';

export const FAVICON_SIZE = 96;

/** Extensions sharp reads; an `.ico` is served as it is. */
export const FAVICON_SOURCES = /\.(svg|png|jpe?g|webp|gif|avif)$/i;

export async function makeFavicon(source: Buffer, { name, folder }: { name: string; folder: string }): Promise<{ set: Extract<PictureSet, { kind: 'icon' }>; files: string[] }> {
  const { width = FAVICON_SIZE, format } = await sharp(source).metadata();
  // An SVG's density sets the size librsvg draws it at: drawn at least as large as the icon, then fitted.
  const density = format === 'svg' ? Math.max(72, Math.ceil((72 * FAVICON_SIZE) / width)) : undefined;
  const png = await sharp(source, { failOn: 'error', ...(density ? { density } : {}) })
    .resize({ width: FAVICON_SIZE, height: FAVICON_SIZE, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png(ENCODINGS.png)
    .toBuffer();
  const file = `${name}-${FAVICON_SIZE}.png`;
  writePictureFile(folder, file, png);
  return { set: { kind: 'icon', src: `/${PICTURE_FOLDER}/${file}`, size: FAVICON_SIZE }, files: [file] };
}
