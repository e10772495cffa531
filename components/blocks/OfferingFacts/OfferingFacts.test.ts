import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { landingPage, offering, offeringLabels, pageWith, renderBlock } from '../../../scripts/testing/blockFixtures.ts';
import { OfferingFacts } from './OfferingFacts.tsx';
import { resolveOfferingFacts } from './resolve.ts';

describe('OfferingFacts', () => {
  it('lists every fact of the page’s offering with this page’s schedule, the price set apart', () => {
    const page = pageWith(landingPage({ offering: 'bot', schedule: 'Thứ 2 & Thứ 7' }));
    const view = resolveOfferingFacts({}, page, { courses: { bot: offering({ price: 6_500_000, startDate: '2025-08-13' }) }, labels: offeringLabels });
    const html = renderBlock(createElement(OfferingFacts, view));
    expect(html).toMatch(/^<dl data-register-section=""/);
    expect([...html.matchAll(/<dt[^>]*>([^<]+)<\/dt>/g)].map(([, label]) => label)).toEqual(['Trạng thái', 'Thời lượng', 'Lịch học', 'Khai giảng', 'Hình thức', 'Học phí']);
    expect(html).toContain('>Thứ 2 &amp; Thứ 7</dd>');
    expect(html).toContain('<dd class="mt-1 text-xl font-extrabold text-brand-700">6.500.000');
  });
});
