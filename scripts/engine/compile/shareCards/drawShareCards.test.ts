import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/paths.ts';
import type { ShareCardFacts } from './shareCardFacts.ts';
import { drawShareCards, readCards } from './drawShareCards.ts';
import { openShareCardCache } from './shareCardCache.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'share-card-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** The cache as the next build opens it. */
const nextBuild = () => openShareCardCache(projectRoot, { dir });

const facts: ShareCardFacts = {
  siteName: 'AI Trading Academy', logoMark: 'AT', host: 'example.com', heading: 'Workshop AI tăng năng suất 3X',
  facts: [{ label: 'Ngày', value: '23/08/2025 · 08:00' }, { label: 'Chi phí', value: 'Miễn phí', accent: true }, { label: 'Địa điểm', value: 'Gò Vấp' }],
};

describe('drawShareCards', () => {
  it('draws a card once and reuses it in the next build when its facts are the same', async () => {
    const first = nextBuild();
    const [drawn] = await drawShareCards([facts], first, projectRoot);
    expect(first.stats).toEqual({ reused: 0, computed: 1 });
    const second = nextBuild();
    expect(await drawShareCards([{ ...facts }], second, projectRoot)).toEqual([drawn]);
    expect(second.stats).toEqual({ reused: 1, computed: 0 });
  });

  it('draws a new card when the title changes, and keeps the old one for the pages that still show it', async () => {
    const cache = nextBuild();
    const [before, after] = await drawShareCards([facts, { ...facts, heading: 'Workshop AI tăng năng suất 5X' }], cache, projectRoot);
    expect(cache.stats).toEqual({ reused: 1, computed: 1 });
    expect(after).not.toBe(before);
    expect(readFileSync(after as string).equals(readFileSync(before as string))).toBe(false);
  });

  it('draws a new card when a fact changes', async () => {
    const cache = nextBuild();
    await drawShareCards([{ ...facts, facts: facts.facts.map((fact) => (fact.accent ? { ...fact, value: '150.000 VNĐ' } : fact)) }], cache, projectRoot);
    expect(cache.stats).toEqual({ reused: 0, computed: 1 });
  });
});

describe('readCards', () => {
  it('reads the facts whole when the input is cut in the middle of a letter', async () => {
    const bytes = Buffer.from(JSON.stringify([facts]));
    // "ă" is two bytes in UTF-8: cut between them.
    const cut = bytes.indexOf(Buffer.from('ă')) + 1;
    expect(await readCards(Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]))).toEqual([facts]);
  });

  it('keeps every motif whole: a field the drawing process dropped would file the card under another key', async () => {
    const motifs: ShareCardFacts['motif'][] = [
      { kind: 'candles', candles: [{ open: 40, close: 52.5, high: 54, low: 38 }] },
      { kind: 'bars', bars: [30, 70] },
      { kind: 'flow', steps: ['TradingView', 'Binance'] },
      { kind: 'ticket', above: 'Tháng 08', day: '23', below: 'Thứ Bảy · 08:00' },
    ];
    const cards = motifs.map((motif) => ({ ...facts, motif }));
    expect(await readCards(Readable.from([JSON.stringify(cards)]))).toEqual(cards);
  });

  it('refuses a field it does not know rather than drawing the card without it', async () => {
    await expect(readCards(Readable.from([JSON.stringify([{ ...facts, badge: 'Mới' }])]))).rejects.toThrow();
  });
});
