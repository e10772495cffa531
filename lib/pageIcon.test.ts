import { describe, expect, it } from 'vitest';
import { pageIcon, pageIconOf } from './pageIcon.ts';
import type { PictureSets } from '../scripts/engine/site.ts';

const images: PictureSets = {
  'public/favicon.svg#favicon': { kind: 'icon', src: '/_images/favicon-0123456789ab-96.png', size: 96 },
  'content/workshop/logo.svg#favicon': { kind: 'icon', src: '/_images/logo-ba9876543210-96.png', size: 96 },
};

describe('pageIcon', () => {
  it('links the PNG the build drew of the icon, with its type and size', () => {
    expect(pageIcon('/favicon.svg', 'content/data/site.yaml', images)).toEqual({ href: '/_images/favicon-0123456789ab-96.png', type: 'image/png', sizes: '96x96' });
  });

  it('finds an icon beside the page that names it', () => {
    expect(pageIcon('logo.svg', 'content/workshop/index.mdx', images).href).toBe('/_images/logo-ba9876543210-96.png');
  });

  it('keeps the address as written when no PNG was made of it', () => {
    expect(pageIcon('/favicon.ico', 'content/data/site.yaml', images)).toEqual({ href: '/favicon.ico' });
    expect(pageIcon('https://cdn.example.com/icon.png', 'content/index.mdx', images)).toEqual({ href: 'https://cdn.example.com/icon.png' });
    expect(pageIcon('/favicon.svg', 'content/data/site.yaml', undefined)).toEqual({ href: '/favicon.svg' });
  });

  it('gives a page its own icon, else the site’s', () => {
    expect(pageIconOf({ favicon: 'logo.svg', file: 'content/workshop/index.mdx' }, '/favicon.svg', images).href).toBe('/_images/logo-ba9876543210-96.png');
    expect(pageIconOf({ file: 'content/index.mdx' }, '/favicon.svg', images).href).toBe('/_images/favicon-0123456789ab-96.png');
    expect(pageIconOf(undefined, '/favicon.svg', images).href).toBe('/_images/favicon-0123456789ab-96.png');
  });
});
