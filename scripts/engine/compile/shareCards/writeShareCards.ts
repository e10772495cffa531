/**
 * Puts each page's share card into the built site (`dist/client/share/…`), linked from the cache
 * the build drew it into. Placed, not emitted through the bundler, which would hold thousands of
 * PNGs until the end.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { placeEntry } from '../../core/diskCache.ts';
import type { PageCard } from './pageCards.ts';
import { openShareCardCache } from './shareCardCache.ts';

/** Every card must be in the cache (drawMissingShareCards.ts). */
export function placeShareCards(cards: PageCard[], outDir: string, root: string): void {
  const cache = openShareCardCache(root);
  for (const card of cards) {
    const file = cache.find(card.facts);
    if (!file) throw new Error(`the share card ${card.path} was not drawn`);
    const target = path.join(outDir, card.path);
    mkdirSync(path.dirname(target), { recursive: true });
    placeEntry(file, target);
  }
}
