import { describe, expect, it } from 'vitest';
import { drawingCostIn, formatDrawingCost } from './drawingCost.ts';

describe('drawing cost line', () => {
  it('reads back what it wrote, among the rest of a build log', () => {
    const log = `MDX: 1024 page(s) compiled\n${formatDrawingCost({ cards: 1022, cpuSeconds: 41.237 })}\nBuilt 1024 page(s)`;
    expect(log).toContain("Share cards drawing: 1022 card(s) in 41.24 s of CPU (40.3 ms a card, the process's start included)");
    expect(drawingCostIn(log)).toEqual({ cards: 1022, cpuSeconds: 41.24 });
  });

  it('adds up the drawings of one build (a Vite build run on its own draws what the first step left)', () => {
    const log = [formatDrawingCost({ cards: 3, cpuSeconds: 0.5 }), formatDrawingCost({ cards: 2, cpuSeconds: 0.25 })].join('\n');
    expect(drawingCostIn(log)).toEqual({ cards: 5, cpuSeconds: 0.75 });
  });

  it('finds nothing in a build that drew no card', () => {
    expect(drawingCostIn('Share cards: 0 drawn, 1022 reused\nBuilt 1024 page(s)')).toBeUndefined();
  });
});
