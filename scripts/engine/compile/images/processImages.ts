/**
 * The build's picture step: every photo the pages show, made ready for each of its uses
 * (makePictureSet.ts), each page's icon as a PNG (makeFavicon.ts), and every other picture beside a page copied under a hashed name. Results
 * are kept between builds (core/diskCache.ts, folder `images-*`), found by the hash of the photo's
 * bytes, its use and its name, so a build with unchanged photos makes none again; the fingerprint
 * holds sharp's and libvips' versions, the encoder settings and this step's code.
 * It runs while the MDX compiles (compile/prepareContent.ts): sharp works in threads of its own.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { normalizeVietnamese } from '../../../../lib/normalizeVietnamese.ts';
import { fileHashes, hash, openDiskCache, packageVersions } from '../../core/diskCache.ts';
import { projectRoot } from '../../core/paths.ts';
import type { Problem } from '../../core/problem.ts';
import { FAVICON_USE, PICTURE_FOLDER, pictureKey, type PictureSet, type PictureSets } from '../../derive/pictureSet.ts';
import { FAVICON_SIZE, makeFavicon } from './makeFavicon.ts';
import { ENCODINGS, makePictureSet } from './makePictureSet.ts';
import type { PictureRequest } from './pictureRequests.ts';

/** Bump when the recipe of a key or the form of an entry changes. */
const FORMAT = 1;
/**
 * The code that makes the files: a change to it is a new fingerprint. The site's uses are not code
 * of the engine's: each request's use is part of its key instead (`shown`).
 */
const CODE = ['scripts/engine/compile/images/makePictureSet.ts', 'scripts/engine/compile/images/makeFavicon.ts', 'scripts/engine/compile/images/writePictureFile.ts', 'scripts/engine/compile/images/variantWidths.ts',
  'scripts/engine/compile/images/displayBox.ts', 'scripts/engine/validate/images/imageDefinition.ts', 'scripts/engine/derive/pictureSet.ts'];

export interface ProcessedImages {
  /** What the renderer reads (components/parts/Picture.tsx), by pictureKey. */
  sets: PictureSets;
  /** Every file to publish under `/_images/`: its name there, and where it is now. */
  files: Record<string, string>;
  /** Picture sets made now and found from an earlier build. */
  made: number;
  reused: number;
  problems: Problem[];
}

interface CacheEntry {
  set: PictureSet;
  files: string[];
}

/** `cacheDir` moves the cache (see cacheRoot in core/diskCache.ts). */
export async function processImages(requests: PictureRequest[], { root, cacheDir }: { root: string; cacheDir?: string }): Promise<ProcessedImages> {
  const fingerprint = { FORMAT, versions: packageVersions(['sharp'], root), libvips: sharp.versions, ENCODINGS, code: fileHashes(CODE, projectRoot) };
  const cache = openDiskCache('images', fingerprint, { root, extension: '.json', ...(cacheDir ? { dir: cacheDir } : {}) });
  const result: ProcessedImages = { sets: {}, files: {}, made: 0, reused: 0, problems: [] };
  const unique = [...new Map(requests.map((request) => [pictureKey(request.file, request.use), request])).values()];

  const processOne = async (request: PictureRequest) => {
    const absolute = path.join(root, request.file);
    const bytes = readFileSync(absolute);
    const stem = nameOf(request.file);
    const key = JSON.stringify({ source: createHash('sha256').update(bytes).digest('hex'), use: request.use === FAVICON_USE ? { icon: FAVICON_SIZE } : request.shown ?? 'as-is', stem });
    const name = `${stem}-${hash(key).slice(0, 12)}`;
    const reused = readEntry(cache.read(key), cache.folder);
    let entry: CacheEntry;
    if (reused) {
      entry = reused;
      result.reused++;
    } else {
      mkdirSync(cache.folder, { recursive: true });
      entry = request.use === FAVICON_USE ? await makeFavicon(bytes, { name, folder: cache.folder })
        : request.shown ? await makePictureSet(bytes, request.shown, { name, folder: cache.folder })
          : copyAsIs(absolute, `${name}${path.extname(request.file).toLowerCase()}`, cache.folder);
      cache.write(key, JSON.stringify(entry));
      result.made++;
    }
    result.sets[pictureKey(request.file, request.use)] = entry.set;
    for (const file of entry.files) result.files[file] = path.join(cache.folder, file);
  };

  await inParallel(unique, availableParallelism(), async (request) => {
    try {
      await processOne(request);
    } catch (error) {
      result.problems.push({
        file: request.writtenIn, line: request.at?.line ?? 1, column: request.at?.column ?? 1, rule: 'image', severity: 'error', ...(request.field ? { field: request.field } : {}),
        message: `không xử lý được ảnh ${request.file} (${error instanceof Error ? error.message : String(error)}); mở ảnh rồi lưu lại thành ${request.use === FAVICON_USE ? 'SVG hoặc PNG' : 'JPEG'}`,
      });
    }
  });
  return result;
}

/** An entry from an earlier build, if every file it lists is still there. */
function readEntry(text: string | undefined, folder: string): CacheEntry | undefined {
  if (text === undefined) return undefined;
  const entry = JSON.parse(text) as CacheEntry;
  return entry.files.every((file) => existsSync(path.join(folder, file))) ? entry : undefined;
}

function copyAsIs(source: string, file: string, folder: string): CacheEntry {
  const target = path.join(folder, file);
  copyFileSync(source, `${target}.${process.pid}.tmp`);
  renameSync(`${target}.${process.pid}.tmp`, target);
  return { set: { kind: 'as-is', src: `/${PICTURE_FOLDER}/${file}` }, files: [file] };
}

/** A readable start of the published name: the file's own name, in lowercase ASCII. */
function nameOf(file: string): string {
  const stem = normalizeVietnamese(path.posix.basename(file, path.posix.extname(file)));
  return stem.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'anh';
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
