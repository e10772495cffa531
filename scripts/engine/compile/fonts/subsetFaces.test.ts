import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import subsetFont from 'subset-font';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/paths.ts';
import { codePoints, fontFaces } from './fontFaces.ts';
import { openFontSubsetter, type FaceToCut } from './subsetFaces.ts';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'fonts-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));
const resolvePackage = createRequire(path.join(projectRoot, 'package.json')).resolve;

/** The face fontFaces.ts declares for a url, ready to cut. */
function face(url: string): FaceToCut {
  const declared = fontFaces().find((candidate) => candidate.url === url);
  if (!declared) throw new Error(`no face ${url}`);
  const [file = '', slice = ''] = url.split('?');
  return { source: resolvePackage(file), slice, unicodeRange: declared.unicodeRange, features: declared.features };
}

/** The code points a font's cmap maps to a glyph (formats 4 and 12, which these fonts use). */
async function mappedCodePoints(woff2: Uint8Array): Promise<Set<number>> {
  const font = await subsetFont(woff2, '', { keepAllGlyphs: true, targetFormat: 'truetype' });
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = view.getUint16(4);
  let cmap = 0;
  for (let i = 0; i < tables; i++) if (font.toString('latin1', 12 + i * 16, 16 + i * 16) === 'cmap') cmap = view.getUint32(12 + i * 16 + 8);
  const points = new Set<number>();
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const table = cmap + view.getUint32(cmap + 4 + i * 8 + 4);
    if (view.getUint16(table) === 12) {
      for (let g = 0; g < view.getUint32(table + 12); g++) {
        const group = table + 16 + g * 12;
        for (let point = view.getUint32(group); point <= view.getUint32(group + 4); point++) points.add(point);
      }
    } else if (view.getUint16(table) === 4) {
      const segments = view.getUint16(table + 6) / 2;
      const [ends, starts, deltas, offsets] = [14, 16 + segments * 2, 16 + segments * 4, 16 + segments * 6].map((at) => table + at) as [number, number, number, number];
      for (let s = 0; s < segments; s++) {
        const [end, start, delta, offset] = [view.getUint16(ends + s * 2), view.getUint16(starts + s * 2), view.getInt16(deltas + s * 2), view.getUint16(offsets + s * 2)];
        for (let point = start; point <= end && point !== 0xffff; point++) {
          const glyph = offset === 0 ? point + delta : view.getUint16(offsets + s * 2 + offset + (point - start) * 2);
          if ((glyph & 0xffff) !== 0) points.add(point);
        }
      }
    }
  }
  return points;
}

describe('cutting the web fonts', () => {
  it.each([
    '@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-400-normal.woff2',
    '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-800-normal.woff2?core',
  ])('%s keeps every letter of its range the source has, nothing else, in a much smaller file', async (url) => {
    const toCut = face(url);
    const cut = await openFontSubsetter({ root: projectRoot, cacheDir }).subset(toCut);
    const declared = new Set(codePoints(toCut.unicodeRange));
    const inSource = [...(await mappedCodePoints(readFileSync(toCut.source)))].filter((point) => declared.has(point));
    const inCut = await mappedCodePoints(readFileSync(cut));
    expect(inSource.length).toBeGreaterThan(60);
    expect(inSource.filter((point) => !inCut.has(point))).toEqual([]);
    expect([...inCut].filter((point) => !declared.has(point))).toEqual([]);
    expect(statSync(cut).size).toBeLessThan(statSync(toCut.source).size * 0.7);
    expect(path.basename(cut)).toMatch(new RegExp(`^${path.basename(toCut.source, '.woff2')}${toCut.slice ? `-${toCut.slice}` : ''}-[0-9a-f]{12}\\.woff2$`));
  });

  it('cuts a face once: the next build finds it in the cache', async () => {
    const toCut = face('@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-700-normal.woff2');
    const first = openFontSubsetter({ root: projectRoot, cacheDir });
    const made = await first.subset(toCut);
    expect(first.stats).toEqual({ computed: 1, reused: 0 });
    const second = openFontSubsetter({ root: projectRoot, cacheDir });
    expect(await second.subset(toCut)).toBe(made);
    expect(second.stats).toEqual({ computed: 0, reused: 1 });
  });
});
