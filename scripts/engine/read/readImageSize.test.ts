import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readImageSize } from './readImageSize.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'image-size-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const grey = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#808080' } });
async function write(name: string, image: ReturnType<typeof sharp> | Buffer): Promise<string> {
  const file = path.join(folder, name);
  writeFileSync(file, Buffer.isBuffer(image) ? image : await image.toBuffer());
  return file;
}

describe('readImageSize', () => {
  it('reads a PNG and a JPEG the way a camera writes them', async () => {
    expect(readImageSize(await write('a.png', grey(640, 360).png()))).toEqual({ width: 640, height: 360 });
    expect(readImageSize(await write('a.jpg', grey(4000, 3000).jpeg({ quality: 40 })))).toEqual({ width: 4000, height: 3000 });
  });

  it('turns a photo the camera marked as taken on its side, as a browser shows it', async () => {
    const onItsSide = grey(400, 300).jpeg().withMetadata({ orientation: 6 });
    expect(readImageSize(await write('xoay.jpg', onItsSide))).toEqual({ width: 300, height: 400 });
    const upsideDown = grey(400, 300).jpeg().withMetadata({ orientation: 3 });
    expect(readImageSize(await write('nguoc.jpg', upsideDown))).toEqual({ width: 400, height: 300 });
  });

  it('steps over a long colour profile before the frame header', async () => {
    const withProfile = grey(1200, 800).jpeg().withIccProfile('p3');
    expect(readImageSize(await write('p3.jpg', withProfile))).toEqual({ width: 1200, height: 800 });
  });

  it('knows no size for another format, a file cut short or a text file named .jpg', async () => {
    const jpeg = await grey(100, 100).jpeg().toBuffer();
    expect(readImageSize(await write('cut.jpg', jpeg.subarray(0, 20)))).toBeUndefined();
    expect(readImageSize(await write('text.jpg', Buffer.from('không phải ảnh, chỉ là chữ thôi mà')))).toBeUndefined();
    expect(readImageSize(await write('a.webp', grey(100, 100).webp()))).toBeUndefined();
  });
});
