/**
 * Draws share cards on every core: this thread and a worker thread (cardWorker.ts) for each other
 * core, each taking the next card as soon as it has room, a few in flight each, so one card's layout
 * (satori, on the JavaScript thread) overlaps another's pixels (resvg and sharp, on their own
 * threads). Each thread loads the drawing libraries and parses the fonts once, and draws the backdrop
 * once; a thread costs about half a second of CPU to start, so a handful of cards (a warm build's, a
 * test's) is drawn by this thread alone.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CardRequest, DrawnCard } from './cardWorker.ts';
import type { ShareCardFacts } from './shareCardFacts.ts';

/**
 * The thread's first script: the cards' modules are TypeScript, loaded through tsx as in the process
 * (Node 20 does not pass `--import tsx` on to a thread's own loader).
 */
const BOOT = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./cardWorker.ts', import.meta.url).href)}); });`;
/** Cards in flight in one thread: enough to keep its thread and the pixel threads busy. */
const IN_FLIGHT = 3;
/** Fewer cards than this per extra thread are drawn sooner by the threads already started. */
const CARDS_PER_THREAD = 24;

/** How many threads draw `cards` cards on `cores` cores: one per core, but not one that would idle. */
export function threadsFor(cards: number, cores: number): number {
  return Math.max(1, Math.min(cores, Math.ceil(cards / CARDS_PER_THREAD)));
}

/** Draws every card; `onDrawn` is given each as it is done (in any order), with its index in `cards`. */
export async function drawInThreads(cards: ShareCardFacts[], root: string, onDrawn: (card: DrawnCard) => void, { cores = availableParallelism() } = {}): Promise<void> {
  let next = 0;
  /** The index of the next card no thread has taken, or undefined when all are taken. */
  const take = () => (next < cards.length ? next++ : undefined);
  const workers = Array.from({ length: threadsFor(cards.length, cores) - 1 }, () => drawInWorker(cards, root, take, onDrawn));
  await Promise.all([drawHere(cards, root, take, onDrawn), ...workers]);
}

/** Draws cards in this thread until none is left; the drawing libraries are loaded only now. */
async function drawHere(cards: ShareCardFacts[], root: string, take: () => number | undefined, onDrawn: (card: DrawnCard) => void): Promise<void> {
  if (cards.length === 0) return;
  const { loadCardAssets, renderShareCard } = await import('./renderShareCard.tsx');
  const assets = await loadCardAssets(root);
  const work = async () => {
    for (let index = take(); index !== undefined; index = take()) {
      const { png, missing } = await renderShareCard(cards[index] as ShareCardFacts, assets);
      onDrawn({ index, png, missing });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, work));
}

/** Draws cards in a worker thread until none is left, then ends it. */
function drawInWorker(cards: ShareCardFacts[], root: string, take: () => number | undefined, onDrawn: (card: DrawnCard) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, { eval: true, workerData: { root } });
    let inFlight = 0;
    let failed = false;
    const send = () => {
      for (let index = inFlight < IN_FLIGHT ? take() : undefined; index !== undefined; index = inFlight < IN_FLIGHT ? take() : undefined) {
        inFlight++;
        worker.postMessage({ index, facts: cards[index] as ShareCardFacts } satisfies CardRequest);
      }
      if (inFlight === 0) void worker.terminate().then(() => resolve());
    };
    worker.on('message', (drawn: DrawnCard) => {
      inFlight--;
      try {
        onDrawn(drawn);
      } catch (error) {
        failed = true;
        void worker.terminate();
        reject(error);
        return;
      }
      send();
    });
    worker.on('error', (error) => {
      failed = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!failed && inFlight > 0) reject(new Error(`a share card thread stopped with cards in flight (exit code ${code})`));
    });
    send();
  });
}
