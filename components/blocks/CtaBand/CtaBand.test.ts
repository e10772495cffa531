import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { pageWith, fixtureSite, landingPage, readHtml, renderBlockWith } from '../../../scripts/testing/blockFixtures.ts';
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
});
