import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { pageWith, fixtureSite, homePage, readHtml, renderBlockWith } from '../../../scripts/testing/blockFixtures.ts';
import { Hero } from './Hero.tsx';
import { resolveHero } from './resolve.ts';

describe('Hero', () => {
  it('opens the home page with its badge, copy, buttons, schedule chips and figures', () => {
    const site = fixtureSite();
    const page = pageWith(homePage({ hero: {
      badge: 'Khai giảng tháng 9', badgeIcon: 'rocket',
      actions: [{ label: 'Xem khóa học', href: '#courses' }, { label: 'Lịch học', href: '/lich-khai-giang' }],
      facts: [{ icon: 'calendar', label: 'Lịch học', value: 'Thứ 2 & Thứ 7' }],
      stats: [{ value: '500+', label: 'học viên' }, { value: '4.9', label: 'đánh giá' }],
    } }), '/');
    const hero = createElement(Hero, resolveHero({ id: 'home' }, page, site), createElement('h1', null, 'Tự viết bot giao dịch'));
    const html = readHtml(renderBlockWith(hero, site, page));
    expect(html.attributes('section', 'id')).toEqual(['home']);
    expect(html.texts('[data-slot="badge"]')).toEqual(['Khai giảng tháng 9']);
    expect(html.texts('h1')).toEqual(['Tự viết bot giao dịch']);
    expect(html.texts('a')).toEqual(['Xem khóa học', 'Lịch học']);
    expect(html.texts('ul > li')).toEqual(['Lịch học:Thứ 2 & Thứ 7']);
    expect(html.texts('dd')).toEqual(['500+', '4.9']);
    expect(html.texts('dt')).toEqual(['học viên', 'đánh giá']);
  });
});
