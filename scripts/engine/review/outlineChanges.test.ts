import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { outlineChanges } from './outlineChanges.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'outline-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A white page, 400 × `height`, with a dark box at each of `boxes`. */
async function shot(name: string, height: number, boxes: { left: number; top: number; width: number; height: number }[]): Promise<string> {
  const file = path.join(scratch, `${name}.png`);
  const rects = boxes.map((box) => `<rect x="${box.left}" y="${box.top}" width="${box.width}" height="${box.height}" fill="#123"/>`).join('');
  await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="${height}"><rect width="400" height="${height}" fill="#fff"/>${rects}</svg>`)).png().toFile(file);
  return file;
}

describe('outlineChanges', () => {
  it('outlines the one region that changed, not the parts that stayed', async () => {
    const same = { left: 20, top: 20, width: 100, height: 30 };
    const before = await shot('price-before', 600, [same, { left: 20, top: 300, width: 80, height: 20 }]);
    const after = await shot('price-after', 600, [same, { left: 20, top: 300, width: 120, height: 20 }]);
    const { regions, after: drawn } = await outlineChanges(before, after);
    expect(regions).toHaveLength(1);
    const [region] = regions;
    expect(region!.top).toBeLessThanOrEqual(300);
    expect(region!.top + region!.height).toBeGreaterThanOrEqual(320);
    expect(region!.left + region!.width).toBeGreaterThanOrEqual(140);
    // The outline is drawn on the screenshot, which keeps its size.
    expect(await sharp(drawn).metadata()).toMatchObject({ width: 400, height: 600 });
  });

  it('finds no region between two identical screenshots', async () => {
    const box = { left: 50, top: 50, width: 60, height: 60 };
    expect((await outlineChanges(await shot('same-a', 300, [box]), await shot('same-b', 300, [box]))).regions).toEqual([]);
  });

  it('compares a page that grew on the taller canvas, the added part outlined', async () => {
    const before = await shot('short', 300, []);
    const after = await shot('tall', 500, [{ left: 10, top: 400, width: 200, height: 40 }]);
    const { regions } = await outlineChanges(before, after);
    expect(regions).toHaveLength(1);
    expect(regions[0]!.top).toBeGreaterThanOrEqual(380);
  });
});
