import type { CountView } from './resolve.ts';

/** A number in prose counted from a list on the page (`<Count of="exercises" />`), so copy and list never disagree. */
export function Count({ count }: CountView) {
  return <>{count}</>;
}
