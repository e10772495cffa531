import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { CallToAction } from '../../content/schema.ts';
import { coursePage, eventPage, fixtureSite, landingPage, offering, readHtml, renderBlock } from '../../scripts/testing/blockFixtures.ts';
import { RegisterBar } from './RegisterBar.tsx';
import { registerBarView } from './registerBarView.ts';

const site = fixtureSite({ courses: { bot: offering({ price: 5_000_000, registerForm: 'https://forms.example.com/bot' }), closed: offering() } });
const course = (actions: CallToAction[], id = 'bot') => coursePage(id, { hero: { facts: [], links: [], actions } });

describe('registerBarView', () => {
  it('gives a course page its price and the hero’s first button, resolved', () => {
    const bar = registerBarView({ route: '/khoa-bot', frontmatter: course([{ label: 'Đăng ký', register: 'bot' }]) }, site);
    expect(bar).toMatchObject({ label: 'Đăng ký nhanh', price: { label: 'Học phí', value: '5.000.000 VNĐ' }, action: { kind: 'register', form: 'https://forms.example.com/bot' } });
  });

  it('gives no bar to a page that is no offering or event, nor one whose button the hero block reports', () => {
    expect(registerBarView({ route: '/thu', frontmatter: landingPage() }, site)).toBeUndefined();
    expect(registerBarView({ route: '/khoa-bot', frontmatter: course([{ label: 'Đăng ký', register: 'closed' }], 'closed') }, site)).toBeUndefined();
  });

  it('gives an event its ticket and weekday', () => {
    expect(registerBarView({ route: '/su-kien', frontmatter: eventPage({ hero: { facts: [], links: [], actions: [{ label: 'Giữ chỗ', register: true }] } }) }, site))
      .toMatchObject({ price: { value: 'Miễn phí' }, start: { label: 'Ngày' }, action: { kind: 'register' } });
  });
});

describe('RegisterBar', () => {
  it('draws the bar hidden and inert, with its price and start, and the button without an icon for a form', () => {
    const bar = registerBarView({ route: '/khoa-bot', frontmatter: course([{ label: 'Đăng ký', register: 'bot' }]) }, site);
    if (!bar) throw new Error('a course page has a bar');
    const html = readHtml(renderBlock(createElement(RegisterBar, { bar })));
    expect(html.attributes('section', 'ariaLabel')).toEqual(['Đăng ký nhanh']);
    expect(html.attributes('section', 'inert')).toEqual([true]);
    expect(html.texts('dd')).toEqual(['5.000.000 VNĐ']);
    expect(html.texts('a[data-register]')).toEqual(['Đăng ký']);
  });
});
