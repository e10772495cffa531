import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { coursePage, eventPage, pageWith, fixtureSite, landingPage, offering, readHtml, renderBlockWith } from '../../../scripts/testing/blockFixtures.ts';
import { CtaBand } from './CtaBand.tsx';
import { resolveCtaBand } from './resolve.ts';

describe('CtaBand', () => {
  it('closes the page with its copy and the buttons of the group it names, at its anchor', () => {
    const site = fixtureSite();
    const page = pageWith(landingPage({ actions: { final: [{ label: 'Đăng ký ngay', href: '/dang-ky' }], other: [{ label: 'Không hiện', href: '/khac' }] } }));
    const band = createElement(CtaBand, resolveCtaBand({ id: 'dang-ky', of: 'final' }, page, site), createElement('h2', null, 'Sẵn sàng?'));
    const html = readHtml(renderBlockWith(band, site, page));
    expect(html.attributes('section', 'id')).toEqual(['dang-ky']);
    expect(html.texts('h2')).toEqual(['Sẵn sàng?']);
    expect(html.texts('a')).toEqual(['Đăng ký ngay']);
  });

  const site = fixtureSite({ courses: { bot: offering({ price: 990_000, registerForm: 'https://forms.example.com/bot' }) }, contacts: { chat: { label: 'Chat Zalo', href: 'https://zalo.me/0900000000' } } });
  const priceIn = (page: ReturnType<typeof pageWith>, of = 'final', id = 'register') => {
    const html = readHtml(renderBlockWith(createElement(CtaBand, resolveCtaBand({ id, of }, page, site)), site, page));
    return html.texts('[data-price]');
  };

  it('shows the price beside buttons that register on a page that sells, so the visitor decides there', () => {
    expect(priceIn(pageWith(coursePage('bot', { actions: { final: [{ label: 'Đăng ký ngay', register: 'bot' }] } })))).toEqual([`${site.labels.price}990.000 VNĐ`]);
    expect(priceIn(pageWith(eventPage({ actions: { final: [{ label: 'Hỏi qua Zalo', contact: 'chat' }] } })))).toEqual([`${site.labels.event.price}${site.labels.event.free}`]);
  });

  it('shows no price beside buttons that only lead elsewhere, nor once the page’s event is over', () => {
    expect(priceIn(pageWith(coursePage('bot', { actions: { final: [{ label: 'Xem lộ trình', href: '#lo-trinh' }] } })))).toEqual([]);
    const over = fixtureSite({ ...site, events: { '/thu': { phase: 'over', started: true, start: '2025-01-01T19:00:00+07:00', end: '2025-01-01T21:00:00+07:00' } } });
    const page = pageWith(eventPage({ actions: { final: [{ label: 'Hỏi qua Zalo', contact: 'chat' }] } }));
    const html = readHtml(renderBlockWith(createElement(CtaBand, resolveCtaBand({ id: 'register', of: 'final' }, page, over)), over, page));
    expect(html.texts('[data-price]')).toEqual([]);
  });
});
