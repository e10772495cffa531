import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { landingPage, pageWith, renderBlock, renderBlockInSite } from '../../../scripts/testing/blockFixtures.ts';
import { blocks } from '../../mdx.tsx';
import { Tab } from './Tab.tsx';

describe('Tab', () => {
  it('is a panel headed by its label, labelled by its tab button', () => {
    const html = renderBlock(createElement(Tab, { id: 'mt5', label: 'MetaTrader 5', children: createElement('p', null, 'Cài đặt.') }));
    expect(html).toMatch(/^<section id="tab-mt5" role="tabpanel" aria-labelledby="tab-button-mt5" class="tab-panel">/);
    expect(html).toContain('>MetaTrader 5</h3><p>Cài đặt.</p>');
  });

  it('numbers its steps in order as MDX passes them, each through its resolving wrapper', () => {
    const steps = ['Tải về', 'Cài đặt', 'Chạy thử'].map((title) => createElement(blocks.Step, { key: title, title }));
    const html = renderBlockInSite(createElement(blocks.Tab, { id: 'mt5', label: 'MT5', children: steps }), '/thu', pageWith(landingPage()));
    expect([...html.matchAll(/<\/span>(\d)<\/span><span>([^<]+)<\/span>/g)].map(([, number, title]) => `${number} ${title}`))
      .toEqual(['1 Tải về', '2 Cài đặt', '3 Chạy thử']);
  });
});
