import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PersonAvatar } from './PersonAvatar.tsx';
import { noPictures } from './pictureLookup.ts';

/** The markup of an avatar, outside any page (photos served as written). */
function render(props: Omit<ComponentProps<typeof PersonAvatar>, 'pictureOf'>): string {
  return renderToStaticMarkup(createElement(PersonAvatar, { ...props, pictureOf: noPictures }));
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
