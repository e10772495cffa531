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
    expect(html).toMatch(/^<div data-until="2025-08-20T15:00:00.000Z"><a href="\/webinar"/);
    expect(html).toContain('Webinar · <time dateTime="2025-08-20">20/08</time>');
    expect(html).toContain('<div class="promo-copy">Đăng ký miễn phí</div>');
  });

  it('is hidden once the event it announces is over by the build\'s clock, and by the page\'s from its end', () => {
    const page = pageWith(homePage({ promo: { href: '/webinar', badge: 'Webinar' } }));
    const view = resolvePromoBanner({}, page, { events: { '/webinar': { start: '2025-08-20T20:00:00+07:00', end: '2025-08-20T21:30:00+07:00', started: true, phase: 'over' } } });
    expect(renderBlockInSite(createElement(PromoBanner, view, 'Đăng ký'), '/')).toMatch(/^<div data-until="2025-08-20T21:30:00\+07:00" hidden=""><a href="\/webinar"/);
  });

  it('stays for a link that names no event', () => {
    const page = pageWith(homePage({ promo: { href: '/khoa-hoc', badge: 'Mới', date: '2025-09-01' } }));
    expect(resolvePromoBanner({}, page, { events: {} })).toMatchObject({ shown: true });
    expect(resolvePromoBanner({}, page, { events: {} })).not.toHaveProperty('until');
  });
});
