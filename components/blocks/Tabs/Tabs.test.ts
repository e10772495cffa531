import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../scripts/testing/blockFixtures.ts';
import { Tab } from '../Tab/Tab.tsx';
import { Tabs } from './Tabs.tsx';

describe('Tabs', () => {
  it('puts a button for each panel in a tab list, the first selected and its panel active', () => {
    const panels = [['mt5', 'MT5'], ['binance', 'Binance']].map(([id = '', label = '']) => createElement(Tab, { key: id, id, label, children: null }));
    const html = renderBlock(createElement(Tabs, null, panels));
    expect([...html.matchAll(/<button[^>]*id="tab-button-([^"]+)"[^>]*aria-selected="(true|false)"[^>]*>([^<]+)<\/button>/g)].map(([, id, selected, label]) => `${id} ${selected} ${label}`))
      .toEqual(['mt5 true MT5', 'binance false Binance']);
    expect(html).toContain('id="tab-mt5" role="tabpanel" aria-labelledby="tab-button-mt5" data-active=""');
    expect(html).not.toContain('id="tab-binance" role="tabpanel" aria-labelledby="tab-button-binance" data-active');
  });
});
