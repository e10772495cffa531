import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PictureSets } from '../../scripts/engine/site.ts';
import { Picture } from './Picture.tsx';
import { pictureLookup } from './pictureLookup.ts';

const variants = (name: string, widths: number[], extension: string) => widths.map((width) => ({ src: `/_images/${name}-${width}.${extension}`, width }));
const images: PictureSets = {
  'content/su-kien/hoi-truong.jpg#eventBanner': {
    kind: 'variants', width: 896, height: 448, fallbackType: 'image/jpeg',
    avif: variants('hoi-truong-abc', [448, 896], 'avif'), webp: variants('hoi-truong-abc', [448, 896], 'webp'), fallback: variants('hoi-truong-abc', [448, 896], 'jpg'),
  },
  'content/su-kien/so-do.svg': { kind: 'as-is', src: '/_images/so-do-abc.svg' },
};

/** The markup of a picture on the page content/su-kien.mdx, with the picture sets a build made. */
function render(props: Omit<ComponentProps<typeof Picture>, 'pictureOf'>, sets: PictureSets | null = images): string {
  return renderToStaticMarkup(createElement(Picture, { ...props, pictureOf: pictureLookup(sets ?? undefined, 'content/su-kien.mdx') }));
}

describe('Picture', () => {
  it('offers AVIF, then WebP, then the JPEG, each in every width made, with the box’s width and height', () => {
    const html = render({ src: 'su-kien/hoi-truong.jpg', use: 'eventBanner', alt: 'Hội trường' });
    expect(html).toContain('<source type="image/avif" srcSet="/_images/hoi-truong-abc-448.avif 448w, /_images/hoi-truong-abc-896.avif 896w"');
    expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/webp'));
    expect(html).toMatch(/<img src="\/_images\/hoi-truong-abc-896\.jpg" srcSet="[^"]+448w, [^"]+896w" sizes="[^"]+" width="896" height="448" alt="Hội trường"/);
  });

  it('loads lazily and decodes off the main thread below the first screen, and first for the first screen’s main picture', () => {
    const below = render({ src: 'su-kien/hoi-truong.jpg', use: 'eventBanner', alt: 'Hội trường' });
    expect(below).toContain('loading="lazy" decoding="async"');
    expect(below).not.toContain('fetchpriority');
    const first = render({ src: 'su-kien/hoi-truong.jpg', use: 'eventBanner', alt: 'Hội trường', priority: true });
    expect(first).toContain('fetchPriority="high"');
    expect(first).not.toContain('loading=');
  });

  it('serves a drawing beside the page under its hashed name, and one in public/ as it is, in the box of its use', () => {
    expect(render({ src: 'su-kien/so-do.svg', use: 'prose', alt: 'Sơ đồ' })).toBe('<img src="/_images/so-do-abc.svg" alt="Sơ đồ" loading="lazy" decoding="async"/>');
    expect(render({ src: '/images/speakers/nam.svg', use: 'speakerAvatar', alt: '' }))
      .toBe('<img src="/images/speakers/nam.svg" width="80" height="80" alt="" loading="lazy" decoding="async"/>');
  });

  it('stops the build when a photo the page names was not made, rather than ship it unprocessed', () => {
    expect(() => render({ src: '/images/instructors/moi.jpg', use: 'instructorAvatar', alt: '' })).toThrow(/no picture was made of "\/images\/instructors\/moi\.jpg" for instructorAvatar/);
    // Markup rendered alone (behaviour tests) has no picture sets: the address as written.
    expect(render({ src: '/images/instructors/moi.jpg', use: 'instructorAvatar', alt: '' }, null)).toContain('src="/images/instructors/moi.jpg"');
  });
});
