import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { pageWith, fixtureSite, landingPage, readHtml, renderBlockWith } from '../../../scripts/testing/blockFixtures.ts';
import { CardGrid } from './CardGrid.tsx';
import { resolveCardGrid } from './resolve.ts';
import { noPictures } from '../../parts/pictureLookup.ts';

const site = fixtureSite();
const page = pageWith(landingPage({ cards: {
  goals: [
    { icon: 'rocket', title: 'Tự viết bot', description: 'Không cần biết code.', items: ['Cài đặt', 'Chạy thử'], tag: 'Mới' },
    { title: 'Xem lịch học', href: '/lich-khai-giang' },
  ],
  other: [{ title: 'Không hiện ở đây' }],
} }));

const render = (props: Parameters<typeof resolveCardGrid>[0]) => readHtml(renderBlockWith(createElement(CardGrid, { ...resolveCardGrid(props, page), pictureOf: noPictures }), site, page));

describe('CardGrid', () => {
  it('draws the named list’s cards with their title, text, items and tag, and a card with href as a link', () => {
    const html = render({ of: 'goals' });
    expect(html.texts('h3')).toEqual(['Tự viết bot', 'Xem lịch học']);
    expect(html.texts('h3 + p')).toEqual(['Không cần biết code.']);
    expect(html.texts('ul ul > li')).toEqual(['Cài đặt', 'Chạy thử']);
    expect(html.texts('span.rounded-full')).toEqual(['Mới']);
    expect(html.attributes('a', 'href')).toEqual(['/lich-khai-giang']);
  });

  it('numbers the items as steps when asked', () => {
    const html = render({ of: 'goals', numbered: true });
    expect(html.texts('ol > li')).toEqual(['1Cài đặt', '2Chạy thử']);
  });

  it('sizes the cards by the columns asked for, three by default', () => {
    expect(render({ of: 'goals' }).all('li.lg\\:w-\\[calc\\(\\(100\\%-2\\.5rem\\)\\/3\\)\\]')).toHaveLength(2);
    expect(render({ of: 'goals', columns: 2 }).all('li.lg\\:w-\\[calc\\(\\(100\\%-2\\.5rem\\)\\/3\\)\\]')).toHaveLength(0);
  });
});
