/**
 * The web-font files the site serves: each face of fontFaces.ts cut by subset-font (HarfBuzz's
 * subsetter, as WebAssembly) from its @fontsource file to the characters its unicode-range names,
 * without TrueType hinting and without the layout features its family does not keep.
 *
 * Why: before first paint a Vietnamese page needs Be Vietnam Pro's faces of the weights its first
 * screen shows. As published each file carries hinting programs (about half of it: the vietnamese
 * 400 goes from 11.5 KB to 4.2 KB without them) and glyphs no Vietnamese page draws. Browsers on
 * Android, iOS, macOS and Linux ignore TrueType hinting and Windows' DirectWrite smooths text without
 * it, as with the unhinted fonts Google Fonts serves; the letters look the same, and four weights
 * fit in 60 KB.
 *
 * Files are kept between builds (core/diskCache.ts, folder `fonts-*`), found by the hash of the
 * source file, its characters and features; the fingerprint holds subset-font's and HarfBuzz's
 * versions, the options and this file, so a warm build cuts nothing again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont, { type SubsetFontOptions } from 'subset-font';
import { fileHashes, hash, openDiskCache, packageVersions, type DiskCache } from '../../core/diskCache.ts';
import { projectRoot } from '../../core/paths.ts';
import { codePoints } from './fontFaces.ts';

/** Bump when the recipe of a key or the form of an entry changes. */
const FORMAT = 1;
const CODE = ['scripts/engine/compile/fonts/subsetFaces.ts'];
export const SUBSET_OPTIONS: SubsetFontOptions = { targetFormat: 'woff2', noHinting: true };

export interface FaceToCut {
  /** The @fontsource .woff2 file. */
  source: string;
  /** Added to the file's name when one source gives several faces (`core`, `rest`). */
  slice: string;
  unicodeRange: string;
  /** OpenType layout features to keep. */
  features: string[];
}

export interface FontSubsetter {
  /** The cut file: named after the source and slice, then the hash of what it holds. */
  subset(face: FaceToCut): Promise<string>;
  /** Files cut now and found from an earlier build. */
  stats: DiskCache['stats'];
}

/** `cacheDir` moves the cache (see cacheRoot in core/diskCache.ts). */
export function openFontSubsetter({ root, cacheDir }: { root: string; cacheDir?: string }): FontSubsetter {
  const fingerprint = { FORMAT, versions: packageVersions(['subset-font'], root), SUBSET_OPTIONS, code: fileHashes(CODE, projectRoot) };
  const cache = openDiskCache('fonts', fingerprint, { root, extension: '.json', ...(cacheDir ? { dir: cacheDir } : {}) });
  const cutting = new Map<string, Promise<string>>();

  const cut = async ({ source, slice, unicodeRange, features }: FaceToCut): Promise<string> => {
    const bytes = readFileSync(source);
    const text = String.fromCodePoint(...codePoints(unicodeRange));
    const stem = [path.basename(source, '.woff2'), slice].filter(Boolean).join('-');
    const key = JSON.stringify({ source: createHash('sha256').update(bytes).digest('hex'), text, features, stem });
    // Vite names the published file after this one: the face's own name, then the key's hash.
    const name = `${stem}-${hash(key).slice(0, 12)}.woff2`;
    const file = path.join(cache.folder, name);
    if (cache.read(key) !== undefined && existsSync(file)) return file;
    const subset = await subsetFont(bytes, text, { ...SUBSET_OPTIONS, keepFeatures: features });
    mkdirSync(cache.folder, { recursive: true });
    // Written aside, then renamed: builds running at the same time never read half a font.
    writeFileSync(`${file}.${process.pid}.tmp`, subset);
    renameSync(`${file}.${process.pid}.tmp`, file);
    cache.write(key, JSON.stringify({ file: name }));
    return file;
  };

  return {
    stats: cache.stats,
    subset(face) {
      const id = JSON.stringify(face);
      let result = cutting.get(id);
      if (!result) cutting.set(id, (result = cut(face)));
      return result;
    },
  };
}
