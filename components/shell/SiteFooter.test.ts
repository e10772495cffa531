import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fixtureSite, readHtml, renderBlock } from '../../scripts/testing/blockFixtures.ts';
import { SiteFooter } from './SiteFooter.tsx';

const data = fixtureSite({
  contacts: { hotline: { label: 'Hotline', href: 'tel:0900000000', display: '0900 000 000' } },
  platforms: [{ name: 'MetaTrader 5' }, { name: 'TradingView', href: 'https://tradingview.com' }],
  nav: { main: [{ label: 'Khóa học', href: '#courses' }, { label: 'Sự kiện', items: [{ label: 'Webinar', href: '/webinar' }] }], landing: { links: [], register: 'Đăng ký' } },
});

describe('SiteFooter', () => {
  it('lists the platforms, the contacts with their numbers and the menu’s own links, written for the page it is on', () => {
    const html = readHtml(renderBlock(createElement(SiteFooter, { data, route: '/lich' })));
    expect(html.texts('footer p')[0]).toBe('Một trang để thử các khối.');
    expect(html.attributes('footer a[target]', 'href')).toEqual(['https://tradingview.com']);
    expect(html.texts('footer li')).toEqual(expect.arrayContaining(['MetaTrader 5', 'Hotline: 0900 000 000', 'Khóa học']));
    expect(html.attributes('footer a', 'href')).toContain('/#courses');
  });
});
