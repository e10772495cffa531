/** The few statistics the benchmark prints: a mean of repeated builds, a median of repeated edits, a ratio of two sides. */

export function mean(values: number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The middle value, or the mean of the two middle ones; NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** ours / theirs to two decimals, under 1 when ours is cheaper; a dash when either is not a number. */
export function ratio(ours: number, theirs: number): string {
  const value = ours / theirs;
  return Number.isFinite(value) ? value.toFixed(2) : '–';
}
