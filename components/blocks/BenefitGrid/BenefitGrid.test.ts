import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageWith, homePage, readHtml } from '../../../scripts/testing/blockFixtures.ts';
import { BenefitGrid } from './BenefitGrid.tsx';
import { resolveBenefitGrid } from './resolve.ts';

describe('BenefitGrid', () => {
  it('draws each of the home page’s benefits as a card with its icon, title and text', () => {
    const page = pageWith(homePage({ benefits: [
      { icon: 'rocket', title: 'Học nhanh', description: 'Từng bước, có bài tập.' },
      { icon: 'users', title: 'Có người kèm', description: 'Hỏi đáp mỗi tuần.' },
    ] }), '/');
    const html = readHtml(renderToStaticMarkup(createElement(BenefitGrid, resolveBenefitGrid({}, page))));
    expect(html.texts('li h3')).toEqual(['Học nhanh', 'Có người kèm']);
    expect(html.texts('li p')).toEqual(['Từng bước, có bài tập.', 'Hỏi đáp mỗi tuần.']);
    expect(html.all('li svg')).toHaveLength(2);
  });
});
