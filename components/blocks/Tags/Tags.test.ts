import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { eventPage, pageWith, renderBlock } from '../../../scripts/testing/blockFixtures.ts';
import { resolveTags } from './resolve.ts';
import { Tags } from './Tags.tsx';

describe('Tags', () => {
  it('shows the event’s tags as hashtags in a list named for screen readers', () => {
    const view = resolveTags({}, pageWith(eventPage({ tags: ['mt5', 'bot'] })), { labels: { event: { tags: 'Từ khóa' } } });
    const html = renderBlock(createElement(Tags, view));
    expect(html).toMatch(/^<ul aria-label="Từ khóa"/);
    expect(html).toContain('>#mt5</li>');
    expect(html).toContain('>#bot</li>');
  });
});
