/**
 * One photo made ready for one use, with sharp: turned upright by its EXIF orientation, converted
 * to sRGB without its metadata (no camera or place details leave the writer's phone), cut to the
 * use's shape around what draws the eye (sharp's attention strategy: faces, skin, contrast), and
 * encoded as AVIF, WebP and a JPEG (PNG for a PNG source, which may be transparent) at each width.
 * The photo is decoded and cut once; every variant is resized from that cut.
 */
import sharp from 'sharp';
import { PICTURE_FOLDER, type PictureSet, type PictureVariant } from '../../derive/pictureSet.ts';
import { usableWidth, type ImageUse } from '../../validate/images/imageDefinition.ts';
import { displayBox } from './displayBox.ts';
import { variantWidths } from './variantWidths.ts';
import { writePictureFile } from './writePictureFile.ts';

/** Encoder settings; part of the cache's fingerprint (processImages.ts), so changing one remakes every picture. */
export const ENCODINGS = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 76, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
} as const;

export interface MadePictureSet {
  set: Extract<PictureSet, { kind: 'variants' }>;
  /** The files written into `folder`, by name. */
  files: string[];
}

/**
 * Writes the variants of `source` (the photo's bytes) into `folder` as `<name>-<width>.<ext>`,
 * named for the site's `/_images/`.
 */
export async function makePictureSet(source: Buffer, use: ImageUse, { name, folder }: { name: string; folder: string }): Promise<MadePictureSet> {
  const upright = sharp(source, { failOn: 'error' }).rotate();
  const { autoOrient: size, format } = await sharp(source).metadata();
  const png = format === 'png';
  const widths = variantWidths(use, usableWidth(use, size));
  const widest = widths.at(-1) ?? 1;
  const heightAt = (width: number) => Math.max(1, Math.round(use.aspect ? width / use.aspect : (width * size.height) / size.width));
  // The cut at the widest size, decoded once, as raw pixels every variant is made from.
  const cut = await upright
    .resize({ width: widest, height: heightAt(widest), fit: 'cover', position: sharp.strategy.attention, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const fromCut = (width: number) => sharp(cut.data, { raw: cut.info }).resize({ width, height: heightAt(width), fit: 'fill' });

  const files: string[] = [];
  const encode = async (width: number, extension: 'avif' | 'webp' | 'jpg' | 'png'): Promise<PictureVariant> => {
    const image = fromCut(width);
    const encoded = extension === 'avif' ? image.avif(ENCODINGS.avif)
      : extension === 'webp' ? image.webp(ENCODINGS.webp)
        : extension === 'png' ? image.png(ENCODINGS.png)
          : image.jpeg(ENCODINGS.jpeg);
    const file = `${name}-${width}.${extension}`;
    writePictureFile(folder, file, await encoded.toBuffer());
    files.push(file);
    return { src: `/${PICTURE_FOLDER}/${file}`, width };
  };
  const inEach = (extension: 'avif' | 'webp' | 'jpg' | 'png') => Promise.all(widths.map((width) => encode(width, extension)));
  const [avif, webp, fallback] = [await inEach('avif'), await inEach('webp'), await inEach(png ? 'png' : 'jpg')];
  const box = displayBox(use, size);
  return {
    set: { kind: 'variants', width: box.width, height: box.height, avif, webp, fallback, fallbackType: png ? 'image/png' : 'image/jpeg' },
    files,
  };
}
