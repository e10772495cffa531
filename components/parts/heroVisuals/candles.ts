/**
 * A fixed, made-up price series for the chart mock-up (open, high, low, close), shaped as a dip
 * and a breakout so the drawn signal lands where a reader expects it. Not a fact of any course.
 */
const closes = [52, 49, 51, 47, 44, 46, 42, 40, 43, 41, 45, 48, 47, 52, 55, 53, 58, 62, 60, 66];

export interface Candle { x: number; open: number; close: number; high: number; low: number }

/** Candles in a 0–100 price space, x from 0 to count − 1. */
export function drawCandles(): Candle[] {
  return closes.map((close, x) => {
    const open = x === 0 ? 50 : closes[x - 1]!;
    const wick = 2 + ((x * 7) % 4);
    return { x, open, close, high: Math.max(open, close) + wick, low: Math.min(open, close) - wick };
  });
}

/** A three-candle moving average of the closes, for the indicator line. */
export function movingAverage(window = 3): { x: number; value: number }[] {
  return closes.slice(window - 1).map((_, index) => {
    const slice = closes.slice(index, index + window);
    return { x: index + window - 1, value: slice.reduce((sum, value) => sum + value, 0) / window };
  });
}

/** Where the signal fires: the first close above the moving average after the low. */
export const signalAt = 10;
