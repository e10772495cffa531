import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../scripts/testing/blockFixtures.ts';
import { Section } from './Section.tsx';

describe('Section', () => {
  it('is an anchored section with its eyebrow above the MDX copy, grey when muted', () => {
    const html = renderBlock(createElement(Section, { id: 'lo-trinh', eyebrow: 'Lộ trình', tone: 'muted', children: createElement('h2', null, 'Học gì') }));
    expect(html).toMatch(/^<section id="lo-trinh" data-band="muted" class="[^"]*bg-ink-50"/);
    expect(html).toContain('>Lộ trình</p><h2>Học gì</h2>');
  });

  it('has no eyebrow and a plain background unless given', () => {
    const html = renderBlock(createElement(Section, { id: 'faq', children: 'Hỏi đáp' }));
    expect(html).not.toContain('bg-ink-50');
    expect(html).not.toContain('<p');
  });

  it('drops its top padding right after another plain band, where two paddings would meet with nothing to see between them', () => {
    expect(renderBlock(createElement(Section, { id: 'faq', children: 'Hỏi đáp' }))).toContain('data-band="plain" class="px-4 py-16 sm:px-6 sm:py-24 [[data-band=plain]+&amp;]:pt-0"');
    expect(renderBlock(createElement(Section, { id: 'faq', tone: 'muted', children: 'Hỏi đáp' }))).not.toContain('pt-0');
  });
});
