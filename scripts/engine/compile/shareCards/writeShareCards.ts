/**
 * Puts each page's share card into the built site (`dist/client/share/…`), linked from the cache
 * where the build's first step drew it; cards missing there (a Vite build run on its own) are drawn
 * first. Placed, not emitted through the bundler, which would hold thousands of PNGs until the end.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { placeEntry } from '../../core/diskCache.ts';
import { drawMissingShareCards } from './drawMissingShareCards.ts';
import type { PageCard } from './pageCards.ts';
import { openShareCardCache } from './shareCardCache.ts';

/**
 * Set by `npm run build` (scripts/build.ts), which draws the cards beside the whole build and copies
 * them itself once the pages are rendered: the Vite build then leaves them out.
 */
export const CARDS_WRITTEN_BY_BUILD_ENV = 'SITE_SHARE_CARDS_BY_BUILD';

export async function writeShareCards(cards: PageCard[], outDir: string, root: string): Promise<void> {
  await drawMissingShareCards(cards.map((card) => card.facts), root);
  const cache = openShareCardCache(root);
  for (const card of cards) {
    const file = cache.find(card.facts);
    if (!file) throw new Error(`the share card ${card.path} was not drawn`);
    const target = path.join(outDir, card.path);
    mkdirSync(path.dirname(target), { recursive: true });
    placeEntry(file, target);
  }
}
