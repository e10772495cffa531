import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { homePage, pageWith, renderBlockInSite } from '../../../scripts/testing/blockFixtures.ts';
import { PromoBanner } from './PromoBanner.tsx';
import { resolvePromoBanner } from './resolve.ts';

describe('PromoBanner', () => {
  it('links the strip to the event, its badge dated short by the event’s start, with the pitch inside', () => {
    const page = pageWith(homePage({ promo: { href: '/webinar', badge: 'Webinar' } }));
    const view = resolvePromoBanner({}, page, { events: { '/webinar': { start: '2025-08-20T20:00:00+07:00', started: false, phase: 'upcoming' } } });
    const html = renderBlockInSite(createElement(PromoBanner, view, 'Đăng ký miễn phí'), '/');
    expect(html).toMatch(/^<a href="\/webinar"/);
    expect(html).toContain('Webinar · <time dateTime="2025-08-20">20/08</time>');
    expect(html).toContain('<div class="promo-copy">Đăng ký miễn phí</div>');
  });
});
