import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { landingPage, pageWith, renderBlock } from '../../../scripts/testing/blockFixtures.ts';
import { resolveStatTiles } from './resolve.ts';
import { StatTiles } from './StatTiles.tsx';

describe('StatTiles', () => {
  it('shows a stated figure, a percentage and a count taken from the list it names', () => {
    const page = landingPage({
      cards: { goals: [{ title: 'Một' }, { title: 'Hai' }, { title: 'Ba' }] },
      stats: [{ value: '20+', label: 'Học viên' }, { percent: 90, label: 'Hài lòng' }, { countOf: 'goals', label: 'Mục tiêu' }],
    });
    const html = renderBlock(createElement(StatTiles, resolveStatTiles({}, pageWith(page))));
    expect(html).toMatch(/<dt[^>]*>Học viên<\/dt><dd[^>]*>20\+<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Hài lòng<\/dt><dd[^>]*>90%<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Mục tiêu<\/dt><dd[^>]*>3<\/dd>/);
  });
});
