/**
 * Share cards kept between builds (see core/diskCache.ts): a card is found by its facts, the text
 * it shows, under a fingerprint of everything else that shapes its pixels (the card's code, the
 * theme colours, and the installed versions of satori, resvg, sharp and the font package, whose
 * version fixes its files). A warm build draws only the cards whose facts changed.
 *
 * This module draws nothing: the Vite config imports it (through render/contentPlugin.ts) in every
 * build step, and loading React there before Vite sets NODE_ENV would pick React's development
 * build for the pre-render. Cards are drawn by drawShareCards.ts, in a process of its own.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileHashes, openDiskCache, packageVersions, type DiskCache } from '../../core/diskCache.ts';
import { FONT_PACKAGE } from './cardFonts.ts';
import type { ShareCardFacts } from './shareCardFacts.ts';
import { readCardTheme } from './cardTheme.ts';

/** Bump when the recipe of the key changes. */
const FORMAT = 1;

export interface ShareCardCache {
  /** The PNG of the card with these facts, if it was drawn before. */
  find(facts: ShareCardFacts): string | undefined;
  /** Keeps the PNG of the card with these facts; returns its file. */
  write(facts: ShareCardFacts, png: Uint8Array): string;
  /** Cards found and written since the cache was opened. */
  stats: DiskCache['stats'];
  folder: string;
}

export function openShareCardCache(root: string, { dir }: { dir?: string } = {}): ShareCardCache {
  const fingerprint = {
    FORMAT,
    versions: packageVersions(['satori', '@resvg/resvg-js', 'sharp', FONT_PACKAGE], root),
    code: fileHashes(cardCodeFiles(root), root),
    theme: readCardTheme(root),
  };
  const cache = openDiskCache('share-card', fingerprint, { root, dir, extension: '.png' });
  return {
    stats: cache.stats,
    folder: cache.folder,
    find: (facts) => cache.find(JSON.stringify(facts)),
    write: (facts, png) => cache.write(JSON.stringify(facts), png),
  };
}

/** The modules that draw a card (this folder, tests aside: the card's size among them), relative to root. */
function cardCodeFiles(root: string): string[] {
  const folder = path.dirname(fileURLToPath(import.meta.url));
  const own = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)).sort();
  return [...own.map((name) => path.relative(root, path.join(folder, name)).split(path.sep).join('/'))];
}
