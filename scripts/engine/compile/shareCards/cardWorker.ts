/**
 * A thread that draws share cards (drawInThreads.ts starts it): it loads the card's fonts, theme and
 * drawing libraries once, draws its brand's backdrop at its first card, then draws each card it is
 * sent and answers with its PNG.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ShareCardFacts } from './shareCardFacts.ts';
import { loadCardAssets, renderShareCard } from './renderShareCard.tsx';

/** What the thread is sent: one card to draw. */
export interface CardRequest {
  index: number;
  facts: ShareCardFacts;
}

/** What it answers: the card's PNG, and any text its fonts could not draw. */
export interface DrawnCard {
  index: number;
  png: Uint8Array;
  missing: string[];
}

if (parentPort) {
  const port = parentPort;
  const assets = loadCardAssets(String((workerData as { root: unknown }).root));
  port.on('message', async ({ index, facts }: CardRequest) => {
    const { png, missing } = await renderShareCard(facts, await assets);
    port.postMessage({ index, png, missing } satisfies DrawnCard);
  });
}
