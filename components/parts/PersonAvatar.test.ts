import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readSiteData } from '../../scripts/testing/content.ts';
import { SiteProvider } from '../SiteContext.tsx';
import { PersonAvatar } from './PersonAvatar.tsx';

/** The markup of an avatar, outside any page (photos served as written). */
function render(props: ComponentProps<typeof PersonAvatar>): string {
  return renderToStaticMarkup(createElement(SiteProvider, { value: { data: readSiteData(), route: null } }, createElement(PersonAvatar, props)));
}

describe('PersonAvatar', () => {
  it('draws a person without a photo as their seeded portrait, with no emoji or initials', () => {
    const html = render({ seed: 'Đỗ Thanh Tâm', name: 'Đỗ Thanh Tâm', size: 'md', fallback: '👩‍💼' });
    expect(html).toMatch(/^<span aria-hidden="true" data-avatar="illustrated"[^>]*><span[^>]*><svg /);
    expect(html).not.toContain('👩‍💼');
    expect(html).not.toContain('>ĐT<');
  });

  it('shows a named photo over the fallback it was given, which stays beneath for when the photo fails', () => {
    const html = render({ seed: 'Nam', name: 'Nguyễn Hoàng Nam', photo: '/images/speakers/nam.svg', size: 'md', fallback: '👨‍💼' });
    expect(html).toContain('data-avatar="photo"');
    expect(html).toMatch(/class="image-fallback[^"]*"><span[^>]*>👨‍💼<\/span><\/span><img src="\/images\/speakers\/nam\.svg"/);
    expect(html).not.toContain('<svg');
  });

  it('keeps the initials beneath a photo when no other fallback is given', () => {
    expect(render({ seed: 'lead', name: 'Trần Minh Khoa', photo: '/images/instructors/lead.svg', size: 'lg' })).toMatch(/class="image-fallback[^"]*"><span[^>]*>TK<\/span>/);
  });
});
