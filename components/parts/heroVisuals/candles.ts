/**
 * A programme's price chart, drawn from its curriculum: one candle per session, rising by how much the
 * session covers (its topics) and dipping where a new block of sessions starts, so each programme's
 * chart has its own length and shape. Prices live in a 0–100 space, between `floor` and `ceiling`.
 */
export interface Candle { x: number; open: number; close: number; high: number; low: number }

const floor = 36;
const ceiling = 70;

/** Candles for `blocks` of sessions, each session given by its topic count; x from 0 to count − 1. */
export function drawCandles(blocks: number[][]): Candle[] {
  const moves = blocks.flatMap((topics, block) => topics.map((count, index) => (index === 0 && block > 0 ? -0.8 * count : count - 2)));
  const walk = moves.reduce<number[]>((closes, move) => [...closes, closes.at(-1)! + move], [0]);
  const low = Math.min(...walk);
  const span = Math.max(...walk) - low || 1;
  const closes = walk.map((value) => floor + ((value - low) / span) * (ceiling - floor));
  return closes.slice(1).map((close, x) => {
    const open = closes[x]!;
    const wick = 1.5 + ((x * 7) % 4) / 2;
    return { x, open, close, high: Math.max(open, close) + wick, low: Math.min(open, close) - wick };
  });
}

/** A three-candle moving average of the closes, for the indicator line. */
export function movingAverage(candles: Candle[], window = 3): { x: number; value: number }[] {
  return candles.slice(window - 1).map((candle, index) => {
    const slice = candles.slice(index, index + window);
    return { x: candle.x, value: slice.reduce((sum, { close }) => sum + close, 0) / window };
  });
}

/** Where the signal fires: the candle after the deepest dip, where the programme climbs again. */
export function signalAt(candles: Candle[]): number {
  const deepest = candles.reduce((best, candle) => (candle.close - candle.open < best.close - best.open ? candle : best), candles[0]!);
  return Math.min(deepest.x + 1, candles.length - 1);
}
