/**
 * A before and an after screenshot of one page, compared pixel by pixel (pixelmatch, which passes
 * over anti-aliasing), with every changed region outlined on both, so a reviewer's eye goes
 * straight to what moved. Regions are changed pixels grouped on a coarse grid: a changed line of
 * text is one box, not a box per glyph.
 */
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface OutlinedPair {
  before: Buffer;
  after: Buffer;
  regions: Region[];
}

/** Grid cell, in pixels: changes closer than this join one region. */
const CELL = 24;
/** How many cells apart two changed cells may be and still belong to one region. */
const JOIN = 3;
const OUTLINE = { color: '#e11d48', width: 4, margin: 6 };
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** The changed regions of two screenshots of one width, and both drawn with them outlined. */
export async function outlineChanges(beforeFile: string, afterFile: string): Promise<OutlinedPair> {
  const [before, after] = await Promise.all([readPixels(beforeFile), readPixels(afterFile)]);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  // A page that grew or shrank is compared on the taller canvas; what one side lacks is white.
  const [a, b] = await Promise.all([padTo(beforeFile, before, width, height), padTo(afterFile, after, width, height)]);
  const diff = new Uint8Array(width * height * 4);
  pixelmatch(a, b, diff, width, height, { threshold: 0.1, diffMask: true, aaColor: [0, 0, 0], diffColor: [255, 0, 0] });
  const regions = groupRegions(diff, width, height);
  return {
    before: await drawOutlines(beforeFile, before, regions),
    after: await drawOutlines(afterFile, after, regions),
    regions,
  };
}

/** Changed pixels (pixelmatch's red) grouped into boxes: cells with a change, joined with their neighbours. */
export function groupRegions(diff: Uint8Array, width: number, height: number): Region[] {
  const columns = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const changed = new Uint8Array(columns * rows);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      if (diff[at] === 255 && diff[at + 1] === 0 && diff[at + 3] !== 0) changed[Math.floor(y / CELL) * columns + Math.floor(x / CELL)] = 1;
    }
  }
  const regions: Region[] = [];
  const seen = new Uint8Array(columns * rows);
  for (let start = 0; start < changed.length; start++) {
    if (!changed[start] || seen[start]) continue;
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -1, -1];
    const queue = [start];
    seen[start] = 1;
    while (queue.length > 0) {
      const cell = queue.pop() ?? 0;
      const [cx, cy] = [cell % columns, Math.floor(cell / columns)];
      [minX, minY, maxX, maxY] = [Math.min(minX, cx), Math.min(minY, cy), Math.max(maxX, cx), Math.max(maxY, cy)];
      // A neighbour up to two empty cells away still joins: the changed digits of one price (6.500.000
      // → 6.900.000 at 1440 px came out as two boxes with one cell between), the lines of a paragraph.
      for (let dy = -JOIN; dy <= JOIN; dy++) {
        for (let dx = -JOIN; dx <= JOIN; dx++) {
          const [nx, ny] = [cx + dx, cy + dy];
          const next = ny * columns + nx;
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows || !changed[next] || seen[next]) continue;
          seen[next] = 1;
          queue.push(next);
        }
      }
    }
    const left = minX * CELL;
    const top = minY * CELL;
    regions.push({ left, top, width: Math.min(width, (maxX + 1) * CELL) - left, height: Math.min(height, (maxY + 1) * CELL) - top });
  }
  return regions.sort((first, second) => first.top - second.top || first.left - second.left);
}

async function readPixels(file: string): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(file).metadata();
  return { width, height };
}

async function padTo(file: string, size: { width: number; height: number }, width: number, height: number): Promise<Uint8Array> {
  const { data } = await sharp(file)
    .ensureAlpha()
    .extend({ right: width - size.width, bottom: height - size.height, background: WHITE })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

/** The screenshot with each region outlined, cut to its own size. */
async function drawOutlines(file: string, size: { width: number; height: number }, regions: Region[]): Promise<Buffer> {
  const boxes = regions.map(({ left, top, width, height }) => {
    const { margin, width: stroke } = OUTLINE;
    return `<rect x="${Math.max(stroke / 2, left - margin)}" y="${Math.max(stroke / 2, top - margin)}" width="${width + margin * 2}" height="${height + margin * 2}" rx="6" />`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">`
    + `<g fill="none" stroke="${OUTLINE.color}" stroke-width="${OUTLINE.width}">${boxes.join('')}</g></svg>`;
  return sharp(file).composite([{ input: Buffer.from(svg), top: 0, left: 0 }]).png().toBuffer();
}
