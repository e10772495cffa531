import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/paths.ts';
import type { DrawnCard } from './cardWorker.ts';
import { drawInThreads, threadsFor } from './drawInThreads.ts';
import type { ShareCardFacts } from './shareCardFacts.ts';

describe('threadsFor', () => {
  it('draws a handful of cards in one thread, whose start would cost more than it saves', () => {
    expect(threadsFor(1, 2)).toBe(1);
    expect(threadsFor(24, 2)).toBe(1);
  });

  it('draws many cards on every core, and never on more threads than cores', () => {
    expect(threadsFor(25, 2)).toBe(2);
    expect(threadsFor(1000, 2)).toBe(2);
    expect(threadsFor(1000, 8)).toBe(8);
  });
});

describe('drawInThreads', () => {
  it('draws every card once on two threads, the same facts to the same PNG whichever thread drew it', async () => {
    // Five titles, each on five cards: the two threads take turns, so each title is drawn by both.
    const cards = Array.from({ length: 25 }, (_, index): ShareCardFacts => ({
      siteName: 'AI Trading Academy', logoMark: 'AT', host: 'example.com', heading: `Bài ${index % 5} – Quản lý vốn`, description: 'Dành cho người mới bắt đầu.', facts: [],
    }));
    const drawn: DrawnCard[] = [];
    await drawInThreads(cards, projectRoot, (card) => drawn.push(card), { cores: 2 });
    expect(drawn.map((card) => card.index).sort((a, b) => a - b)).toEqual(cards.map((_, index) => index));
    const byIndex = new Map(drawn.map((card) => [card.index, Buffer.from(card.png)]));
    for (const [index, png] of byIndex) expect(png.equals(byIndex.get(index % 5) as Buffer), `card ${index}`).toBe(true);
    expect(new Set([0, 1, 2, 3, 4].map((index) => byIndex.get(index)?.toString('base64'))).size).toBe(5);
    expect(await sharp(byIndex.get(0)).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });
});
