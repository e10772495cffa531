import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fixtureSite, landingPage, offering, offeringLabels, pageWith, renderBlockInSite } from '../../../scripts/testing/blockFixtures.ts';
import { PageHero } from './PageHero.tsx';
import { resolvePageHero } from './resolve.ts';

const hero = { badge: 'Khóa mới', badgeIcon: 'rocket', facts: [{ icon: 'clock', label: 'Lịch', value: 'Tối' }], actions: [{ label: 'Đăng ký', href: '/dang-ky' }], links: [{ label: 'Xem lộ trình', href: '#lo-trinh' }] };

describe('PageHero', () => {
  it('opens a page without an offering centred: badge, the MDX headline, buttons, links and chips', () => {
    const view = resolvePageHero({}, pageWith(landingPage({ hero })), { courses: {}, contacts: {}, events: {}, nav: fixtureSite().nav, labels: offeringLabels });
    const html = renderBlockInSite(createElement(PageHero, view, createElement('h1', null, 'Học bot')));
    expect(html).toMatch(/^<section id="top"/);
    expect(html).toContain('relative mx-auto max-w-4xl text-center');
    expect(html).toContain('Khóa mới</p>');
    expect(html).toContain('<h1>Học bot</h1>');
    expect(html).toMatch(/<a href="\/dang-ky"[^>]*>.*Đăng ký<\/a>/);
    expect(html).toContain('Xem lộ trình');
    expect(html).toContain('>Lịch:</span><span class="font-semibold">Tối</span>');
    expect(html).not.toContain('<aside');
  });

  it('sets the offering’s card beside the copy on a page that sells one, with its price and chosen facts', () => {
    const bot = offering({ price: 6_000_000, startDate: '2025-08-13', maxStudents: 20, projects: [{ icon: 'zap', title: 'Bot Scalping', description: 'Nhanh.' }] });
    const view = resolvePageHero({ id: 'mo-dau' }, pageWith(landingPage({ hero, offering: 'bot' })), { courses: { bot }, contacts: {}, events: {}, nav: fixtureSite().nav, labels: offeringLabels });
    const html = renderBlockInSite(createElement(PageHero, view, createElement('h1', null, 'Học bot')));
    expect(html).toMatch(/^<section id="mo-dau"/);
    expect(html).toContain('hero-start');
    expect(html).toContain('Bot Scalping');
    expect(html).toContain('>Đang tuyển sinh</p><p class="mt-4 text-lg font-bold">Bot giao dịch</p>');
    expect(html).toContain('6.000.000');
    expect([...html.matchAll(/<dt class="text-xs text-brand-200">([^<]+)<\/dt>/g)].map(([, label]) => label)).toEqual(['Thời lượng', 'Khai giảng', 'Hình thức', 'Sĩ số']);
  });
});
