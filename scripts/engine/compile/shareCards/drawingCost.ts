/**
 * What drawing the share cards cost, in one line of the build's log: the process that draws them
 * (drawShareCards.ts) writes it as it ends, and `npm run bench -- --compare astro` reads it back, to
 * show how much of a cold build's CPU time the cards take (the Astro side draws none).
 */

export interface DrawingCost {
  cards: number;
  /** User + system seconds of the drawing process, every thread (satori's, resvg's and sharp's) included. */
  cpuSeconds: number;
}

export function formatDrawingCost({ cards, cpuSeconds }: DrawingCost): string {
  // The process's start (loading satori, resvg and React) is in it, so a few cards look dearer each than many.
  const each = cards > 0 ? ` (${((cpuSeconds * 1000) / cards).toFixed(1)} ms a card, the process's start included)` : '';
  return `Share cards drawing: ${cards} card(s) in ${cpuSeconds.toFixed(2)} s of CPU${each}`;
}

/** The cost of every drawing in a build's log, added up; undefined when no card was drawn. */
export function drawingCostIn(log: string): DrawingCost | undefined {
  const found = [...log.matchAll(/^Share cards drawing: (\d+) card\(s\) in ([\d.]+) s of CPU/gm)];
  if (found.length === 0) return undefined;
  return {
    cards: found.reduce((sum, [, cards]) => sum + Number(cards), 0),
    cpuSeconds: found.reduce((sum, [, , seconds]) => sum + Number(seconds), 0),
  };
}

/** This process's CPU seconds so far (user + system, all its threads). */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
