import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../engine/core/paths.ts';
import { syntheticSiteCards } from './astroCards.ts';

describe('syntheticSiteCards', () => {
  it('gives every page of the synthetic site the card the site would draw, at the address the site serves it', () => {
    const cards = syntheticSiteCards(2, projectRoot);
    expect(cards.map((card) => card.slug)).toEqual(['index', 'lich-khai-giang', 'bench/trang-00001', 'bench/trang-00002']);
    // The title "Bài 1 – Làm chủ … với AI" split at its dash, the description under it, no facts.
    expect(cards[2]?.facts).toMatchObject({ heading: 'Bài 1', subheading: 'Làm chủ quản lý vốn với AI', facts: [] });
    expect(cards[2]?.facts.description).toContain('Bài học thử nghiệm số 1');
  });

  it('gives no card to pages that name their own image', () => {
    expect(syntheticSiteCards(2, projectRoot, { ogImage: '/og-image.png' })).toEqual([]);
  });
});
