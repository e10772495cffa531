import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fixtureSite, readHtml, renderBlock } from '../../scripts/testing/blockFixtures.ts';
import { SiteHeader } from './SiteHeader.tsx';

const data = fixtureSite({
  contacts: { zalo: { label: 'Zalo', href: 'https://zalo.me/0900000000' } },
  nav: {
    main: [
      { label: 'Khóa học', href: '#courses' },
      { label: 'Sự kiện', items: [{ label: 'Webinar', href: '/webinar' }] },
      { label: 'Lịch', href: '/lich' },
      { label: 'Tư vấn', contact: 'zalo' },
    ],
    landing: { links: [], register: 'Đăng ký' },
  },
});

/** The header's links in the wide menu (`xl:block`) of the page at `route`, by their text. */
function desktopLinks(route: string | null) {
  const html = readHtml(renderBlock(createElement(SiteHeader, { data, route })));
  return { html, hrefs: html.attributes('nav.xl\\:block a', 'href'), current: html.attributes('nav.xl\\:block a[aria-current]', 'href') };
}

describe('SiteHeader', () => {
  it('writes a menu’s `#x` as a home-page section from other pages, and marks the page the visitor is on', () => {
    expect(desktopLinks('/lich')).toMatchObject({ hrefs: ['/#courses', '/webinar', '/lich', 'https://zalo.me/0900000000'], current: ['/lich'] });
    expect(desktopLinks('/').hrefs[0]).toBe('#courses');
  });

  it('shows the brand, the search and the narrow-screen menu with the same entries, from the data it is given', () => {
    const { html } = desktopLinks(null);
    expect(html.texts('header > div > a')).toEqual(['HTHọc viện Thử']);
    expect(html.texts('button[data-search-open]')).toEqual(['Tìm kiếm']);
    expect(html.attributes('details[data-mobile-menu] nav a', 'href')).toEqual(['/#courses', '/webinar', '/lich', 'https://zalo.me/0900000000']);
    expect(html.attributes('details[data-mobile-menu] a[target]', 'target')).toEqual(['_blank']);
  });
});
