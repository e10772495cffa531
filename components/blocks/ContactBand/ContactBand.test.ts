import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { pageWith, fixtureSite, homePage, readHtml, renderBlockWith } from '../../../scripts/testing/blockFixtures.ts';
import { ContactBand } from './ContactBand.tsx';
import { resolveContactBand } from './resolve.ts';

describe('ContactBand', () => {
  it('closes the home page with its copy and its contact buttons, at its anchor', () => {
    const site = fixtureSite({ contacts: { 'group-chat': { label: 'Nhóm Zalo', href: 'https://zalo.me/g/nhom' } } });
    const page = pageWith(homePage({ contactActions: [{ label: 'Vào nhóm Zalo', contact: 'group-chat' }, { label: 'Xem khóa học', href: '/lich-khai-giang' }] }), '/');
    const band = createElement(ContactBand, resolveContactBand({ id: 'lien-he' }, page, site), createElement('h2', null, 'Cần tư vấn?'));
    const html = readHtml(renderBlockWith(band, site, page));
    expect(html.attributes('section', 'id')).toEqual(['lien-he']);
    expect(html.texts('h2')).toEqual(['Cần tư vấn?']);
    expect(html.texts('a')).toEqual(['Vào nhóm Zalo', 'Xem khóa học']);
    expect(html.attributes('a', 'href')).toEqual(['https://zalo.me/g/nhom', '/lich-khai-giang']);
  });
});
