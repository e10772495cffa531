/**
 * Draws the share cards missing from the cache (shareCardCache.ts). Run as a script, in a process
 * of its own (drawMissingShareCards.ts): `npm run build` starts it once the content is prepared, so
 * satori, resvg and React never load into the build's own process. It draws on every core, in
 * worker threads (drawInThreads.ts), and keeps each card in the cache as it arrives.
 */
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { projectRoot } from '../../core/paths.ts';
import type { ShareCardFacts } from './shareCardFacts.ts';
import { formatDrawingCost, ownCpuSeconds } from './drawingCost.ts';
import { drawInThreads } from './drawInThreads.ts';
import { openShareCardCache, type ShareCardCache } from './shareCardCache.ts';

/** The file of each card, in the order given: found in the cache, or drawn now and kept there. */
export async function drawShareCards(cards: ShareCardFacts[], cache: ShareCardCache, root: string): Promise<string[]> {
  const files = cards.map((facts) => cache.find(facts));
  const missing = files.flatMap((file, index) => (file === undefined ? [index] : []));
  await drawInThreads(missing.map((index) => cards[index] as ShareCardFacts), root, ({ index, png, missing: letters }) => {
    const at = missing[index] as number;
    const facts = cards[at] as ShareCardFacts;
    if (letters.length > 0) console.error(`Share card "${facts.heading}": the site's font has no letter for ${JSON.stringify(letters.join(''))}; drawn without it`);
    files[at] = cache.write(facts, png);
  });
  return files.map((file, index) => {
    if (file === undefined) throw new Error(`the share card "${cards[index]?.heading}" was not drawn`);
    return file;
  });
}

const motif = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('candles'), candles: z.array(z.strictObject({ open: z.number(), close: z.number(), high: z.number(), low: z.number() })) }),
  z.strictObject({ kind: z.literal('bars'), bars: z.array(z.number()) }),
  z.strictObject({ kind: z.literal('flow'), steps: z.array(z.string()) }),
  z.strictObject({ kind: z.literal('ticket'), above: z.string(), day: z.string(), below: z.string() }),
]);

/**
 * What the drawing process is sent: the one hand-off between the build's processes, checked on arrival.
 * Strict: a field left out here would be dropped, and the card drawn and kept under another key.
 */
const sentCards = z.array(z.strictObject({
  siteName: z.string(),
  logoMark: z.string(),
  host: z.string(),
  heading: z.string(),
  subheading: z.string().optional(),
  description: z.string().optional(),
  facts: z.array(z.strictObject({ label: z.string(), value: z.string(), accent: z.boolean().optional() })),
  motif: motif.optional(),
}));

/** The cards sent on standard input, as JSON. */
export async function readCards(input: NodeJS.ReadableStream): Promise<ShareCardFacts[]> {
  let text = '';
  // Decoded as a stream: a chunk may end inside a letter's UTF-8 bytes.
  input.setEncoding('utf8');
  for await (const chunk of input) text += String(chunk);
  return sentCards.parse(JSON.parse(text)) satisfies ShareCardFacts[];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The root of the site whose cards these are (drawMissingShareCards.ts): its theme and its cache.
  const root = process.argv[2] ?? projectRoot;
  const cache = openShareCardCache(root);
  await drawShareCards(await readCards(process.stdin), cache, root);
  console.error(formatDrawingCost({ cards: cache.stats.computed, cpuSeconds: ownCpuSeconds() }));
}
