import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../scripts/testing/blockFixtures.ts';
import { Note } from './Note.tsx';

describe('Note', () => {
  it('boxes its MDX copy as an aside beside a decorative bulb', () => {
    const html = renderBlock(createElement(Note, null, createElement('p', null, 'Nhớ lưu file.')));
    expect(html).toMatch(/^<aside class="note-box /);
    expect(html).toContain('<span aria-hidden="true" class="text-accent-600"><svg');
    expect(html).toContain('<div class="space-y-2"><p>Nhớ lưu file.</p></div></aside>');
  });
});
