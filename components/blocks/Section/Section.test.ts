import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../scripts/testing/blockFixtures.ts';
import { Section } from './Section.tsx';

describe('Section', () => {
  it('is an anchored section with its eyebrow above the MDX copy, grey when muted', () => {
    const html = renderBlock(createElement(Section, { id: 'lo-trinh', eyebrow: 'Lộ trình', tone: 'muted', children: createElement('h2', null, 'Học gì') }));
    expect(html).toMatch(/^<section id="lo-trinh" class="[^"]*bg-ink-50"/);
    expect(html).toContain('>Lộ trình</p><h2>Học gì</h2>');
  });

  it('has no eyebrow and a plain background unless given', () => {
    const html = renderBlock(createElement(Section, { id: 'faq', children: 'Hỏi đáp' }));
    expect(html).not.toContain('bg-ink-50');
    expect(html).not.toContain('<p');
  });
});
