import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { pageWith, fixtureSite, landingPage, readHtml, renderBlockWith } from '../../../scripts/testing/blockFixtures.ts';
import { Actions } from './Actions.tsx';
import { resolveActions } from './resolve.ts';

const site = fixtureSite({ contacts: { hotline: { label: 'Gọi hotline', href: 'tel:+84900000000', display: '0900 000 000' } } });
const page = pageWith(landingPage({
  actions: {
    final: [{ label: 'Xem lịch khai giảng', href: '/lich-khai-giang' }, { label: 'Gọi hotline', contact: 'hotline' }],
    other: [{ label: 'Không hiện ở đây', href: '/khac' }],
  },
}));

const render = (props: Parameters<typeof resolveActions>[0]) => readHtml(renderBlockWith(createElement(Actions, resolveActions(props, page, site)), site, page));

describe('Actions', () => {
  it('draws the named group of buttons in order, with their destinations, and no other group', () => {
    const html = render({ of: 'final' });
    expect(html.texts('a')).toEqual(['Xem lịch khai giảng', 'Gọi hotline0900 000 000']);
    expect(html.attributes('a', 'href')).toEqual(['/lich-khai-giang', 'tel:+84900000000']);
  });

  it('centres the row unless told to align it to the start', () => {
    expect(render({ of: 'final' }).all('div.justify-center')).toHaveLength(1);
    expect(render({ of: 'final', align: 'start' }).all('div.justify-center')).toHaveLength(0);
  });
});
