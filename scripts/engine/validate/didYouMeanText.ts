/** " Có phải ý bạn là "x"?" when a candidate is close to what was written, else nothing. */
import { didYouMean } from '../core/didYouMean.ts';

export function didYouMeanText(written: string, candidates: readonly string[]): string {
  const guess = written ? didYouMean(written, candidates) : undefined;
  return guess === undefined ? '' : `. Có phải ý bạn là "${guess}"?`;
}
