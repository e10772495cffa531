import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { homePage, pageWith, renderBlock } from '../../../scripts/testing/blockFixtures.ts';
import { resolveTestimonials } from './resolve.ts';
import { Testimonials } from './Testimonials.tsx';
import { noPictures } from '../../parts/pictureLookup.ts';

describe('Testimonials', () => {
  it('quotes each student with their rating read out and their name and role', () => {
    const testimonials = [{ name: 'Lan', role: 'Kế toán', content: 'Dễ hiểu.', rating: 4, background: 'green' as const }];
    const view = resolveTestimonials({}, pageWith(homePage({ testimonials })), { labels: { rating: 'sao' } });
    const html = renderBlock(createElement(Testimonials, { ...view, pictureOf: noPictures }));
    expect(html).toContain('aria-label="4/5 sao"');
    expect(html.match(/<svg/g)?.length).toBeGreaterThanOrEqual(4);
    expect(html).toContain('“Dễ hiểu.”');
    expect(html).toContain('>Lan</span>');
    expect(html).toContain('>Kế toán</span>');
  });
});
