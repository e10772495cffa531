import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fixtureSite, landingPage, offering, offeringLabels, pageWith, renderBlockInSite } from '../../../scripts/testing/blockFixtures.ts';
import { RegisterCard } from './RegisterCard.tsx';
import { resolveRegisterCard } from './resolve.ts';

describe('RegisterCard', () => {
  it('shows the offering’s price with its discount, its facts but price and status, and the buttons of the named group', () => {
    const page = pageWith(landingPage({ offering: 'bot', actions: { register: [{ label: 'Đăng ký', href: '/dang-ky' }], other: [{ label: 'Khác', href: '/khac' }] } }));
    const view = resolveRegisterCard({ of: 'register' }, page, { courses: { bot: offering({ price: 7_000_000, originalPrice: 10_000_000 }) }, contacts: {}, events: {}, nav: fixtureSite().nav, labels: offeringLabels });
    const html = renderBlockInSite(createElement(RegisterCard, view));
    expect(html).toContain('>Bot giao dịch</h3>');
    expect(html).toContain('<span class="sr-only">Giá gốc: </span>10.000.000');
    expect(html).toContain('>Giảm 30%</span>');
    expect([...html.matchAll(/<dt[^>]*>([^<]+)<\/dt>/g)].map(([, label]) => label)).toEqual(['Thời lượng', 'Hình thức']);
    expect(html).toMatch(/<a href="\/dang-ky"[^>]*>.*?Đăng ký<\/a>/);
    expect(html).not.toContain('Khác');
  });
});
