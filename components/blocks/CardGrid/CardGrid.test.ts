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
  four: ['Một', 'Hai', 'Ba', 'Bốn'].map((title) => ({ title })),
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

  it('takes the columns asked for as the most a row holds: four cards sit two and two, not three and one, and two cards share a row', () => {
    const desktopColumns = (props: Parameters<typeof resolveCardGrid>[0]) => String(render(props).attributes('ul', 'className')[0]).match(/lg:\[--cols:(\d)\]/)?.[1];
    expect(desktopColumns({ of: 'four' })).toBe('2');
    expect(desktopColumns({ of: 'four', columns: 4 })).toBe('4');
    expect(desktopColumns({ of: 'goals' })).toBe('2');
  });

  it('draws a lone card wide on its own, not narrow beside empty columns', () => {
    const html = render({ of: 'other', columns: 4 });
    expect(String(html.attributes('ul', 'className')[0])).toContain('max-w-3xl');
    expect(String(html.attributes('ul > li', 'className')[0])).toContain('w-full');
  });
});
