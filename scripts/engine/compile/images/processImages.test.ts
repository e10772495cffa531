import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/paths.ts';
import { FAVICON_USE, type PictureSet } from '../../derive/pictureSet.ts';
import { portraitPhoto } from '../../../testing/portraitPhoto.ts';
import { processImages, type ProcessedImages } from './processImages.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'images-'));
const cacheDir = path.join(scratch, 'cache');
/** A file of the scratch folder as the project path the requests name. */
const asRequested = (name: string) => path.relative(projectRoot, path.join(scratch, name));
const process = (requests: Parameters<typeof processImages>[0]) => processImages(requests, { root: projectRoot, cacheDir });
/** Uses as a site's definition gives them (`images.uses`): a banner cut 2:1, a photo in the text keeping its shape, a square avatar. */
const eventBanner = { use: 'eventBanner', shown: { width: 896, aspect: 2 } };
const prose = { use: 'prose', shown: { width: 720 } };
const speakerAvatar = { use: 'speakerAvatar', shown: { width: 80, aspect: 1 } };

let banner: ProcessedImages;
beforeAll(async () => {
  writeFileSync(path.join(scratch, 'hoi-truong.jpg'), await portraitPhoto({ width: 4000, height: 3000 }));
  banner = await process([{ file: asRequested('hoi-truong.jpg'), ...eventBanner, writtenIn: 'content/thu.mdx' }]);
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const only = (result: ProcessedImages): Extract<PictureSet, { kind: 'variants' }> => {
  const [set] = Object.values(result.sets);
  if (set?.kind !== 'variants') throw new Error('no picture set was made');
  return set;
};
const fileOf = (result: ProcessedImages, src: string) => result.files[path.posix.basename(src)] ?? '';

describe('processImages', () => {
  it('makes AVIF, WebP and JPEG of a 4000 × 3000 photo at each width its use shows, cut to the use’s shape', async () => {
    const set = only(banner);
    expect({ width: set.width, height: set.height, type: set.fallbackType }).toEqual({ width: 896, height: 448, type: 'image/jpeg' });
    for (const [variants, format] of [[set.avif, 'heif'], [set.webp, 'webp'], [set.fallback, 'jpeg']] as const) {
      expect(variants.map((variant) => variant.width)).toEqual([448, 896, 1344, 1792]);
      for (const variant of variants) {
        expect(variant.src).toMatch(/^\/_images\/hoi-truong-[0-9a-f]{12}-\d+\.(avif|webp|jpg)$/);
        const made = await sharp(fileOf(banner, variant.src)).metadata();
        expect({ format: made.format, width: made.width, height: made.height }).toEqual({ format, width: variant.width, height: variant.width / 2 });
      }
    }
  });

  it('keeps a camera photo to a few hundred KB at its widest, smallest as AVIF, then WebP', () => {
    const set = only(banner);
    const [avif = 0, webp = 0, jpeg = 0] = [set.avif, set.webp, set.fallback].map((variants) => statSync(fileOf(banner, variants.at(-1)?.src ?? '')).size);
    expect(avif).toBeLessThan(webp);
    expect(webp).toBeLessThan(jpeg);
    expect(jpeg).toBeLessThan(400 * 1024);
  });

  it('makes nothing again for an unchanged photo, and new names for a changed one', async () => {
    const again = await process([{ file: asRequested('hoi-truong.jpg'), ...eventBanner, writtenIn: 'content/thu.mdx' }]);
    expect({ made: again.made, reused: again.reused }).toEqual({ made: 0, reused: 1 });
    expect(again.sets).toEqual(banner.sets);
    // Small, so the new set is two widths, not the four of a camera photo: the names are what is checked.
    writeFileSync(path.join(scratch, 'hoi-truong.jpg'), await portraitPhoto({ width: 900, height: 675, quality: 70 }));
    const changed = await process([{ file: asRequested('hoi-truong.jpg'), ...eventBanner, writtenIn: 'content/thu.mdx' }]);
    expect(changed.made).toBe(1);
    expect(only(changed).avif[0]?.src).not.toBe(only(banner).avif[0]?.src);
  }, 60_000);

  it('turns a photo taken on its side upright and leaves the camera’s metadata behind', async () => {
    const sideways = await sharp(await portraitPhoto({ width: 300, height: 400 })).rotate(90).jpeg()
      .withExif({ IFD0: { Make: 'Điện thoại' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 45/1 0/1' } }).withMetadata({ orientation: 8 }).toBuffer();
    writeFileSync(path.join(scratch, 'nghieng.jpg'), sideways);
    const result = await process([{ file: asRequested('nghieng.jpg'), ...prose, writtenIn: 'content/thu.mdx' }]);
    const set = only(result);
    expect({ width: set.width, height: set.height }).toEqual({ width: 300, height: 400 });
    const made = await sharp(fileOf(result, set.fallback.at(-1)?.src ?? '')).metadata();
    expect({ width: made.width, height: made.height, exif: made.exif, orientation: made.orientation }).toEqual({ width: 300, height: 400, exif: undefined, orientation: undefined });
  });

  it('keeps a PNG’s fallback a PNG, as it may be transparent', async () => {
    writeFileSync(path.join(scratch, 'so-do.png'), await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 20, g: 80, b: 200, alpha: 0.5 } } }).png().toBuffer());
    const set = only(await process([{ file: asRequested('so-do.png'), ...speakerAvatar, writtenIn: 'content/thu.mdx' }]));
    expect(set.fallbackType).toBe('image/png');
    expect(set.fallback.map((variant) => variant.src)).toEqual(set.avif.map((variant) => expect.stringMatching(new RegExp(`${variant.src.replace(/\.avif$/, '')}\\.png$`))));
  });

  it('copies a picture that needs nothing under a hashed name, and says which file it could not read', async () => {
    writeFileSync(path.join(scratch, 'so-do.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    writeFileSync(path.join(scratch, 'hong.jpg'), 'không phải ảnh');
    const result = await process([
      { file: asRequested('so-do.svg'), writtenIn: 'content/thu.mdx' },
      { file: asRequested('hong.jpg'), ...prose, writtenIn: 'content/thu.mdx', at: { line: 9, column: 1 } },
    ]);
    expect(Object.values(result.sets)).toEqual([{ kind: 'as-is', src: expect.stringMatching(/^\/_images\/so-do-[0-9a-f]{12}\.svg$/) }]);
    expect(result.problems).toEqual([expect.objectContaining({ file: 'content/thu.mdx', line: 9, rule: 'image', message: expect.stringContaining('hong.jpg') })]);
  });

  it('draws a page’s SVG icon as a sharp square PNG, and says how to fix one it cannot read', async () => {
    writeFileSync(path.join(scratch, 'bieu-tuong.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="8" fill="#4f46e5"/></svg>');
    writeFileSync(path.join(scratch, 'hong.svg'), '<svg');
    const result = await process([
      { file: asRequested('bieu-tuong.svg'), use: FAVICON_USE, writtenIn: 'content/thu.mdx' },
      { file: asRequested('hong.svg'), use: FAVICON_USE, writtenIn: 'content/thu.mdx', field: 'favicon', at: { line: 4, column: 10 } },
    ]);
    const [set] = Object.values(result.sets);
    if (set?.kind !== 'icon') throw new Error('no icon was made');
    expect(set).toEqual({ kind: 'icon', src: expect.stringMatching(/^\/_images\/bieu-tuong-[0-9a-f]{12}-96\.png$/), size: 96 });
    // Drawn at its size, not scaled up from 16 px: the top half blue to the edge, the bottom half clear.
    const { data, info } = await sharp(fileOf(result, set.src)).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect({ format: (await sharp(fileOf(result, set.src)).metadata()).format, width: info.width, height: info.height }).toEqual({ format: 'png', width: 96, height: 96 });
    expect([alphaAt(0, 0), alphaAt(95, 47), alphaAt(48, 48), alphaAt(48, 95)]).toEqual([255, 255, 0, 0]);
    expect(result.problems).toEqual([expect.objectContaining({ file: 'content/thu.mdx', line: 4, field: 'favicon', message: expect.stringMatching(/hong\.svg.*lưu lại thành SVG hoặc PNG$/) })]);
  });
});
