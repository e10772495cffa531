import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Site } from '../content/schema.ts';
import { absoluteUrl } from '../lib/absoluteUrl.ts';
import { imageSize } from '../lib/imageSize.ts';

export interface HeadProps {
  site: Site;
  title: string;
  description?: string;
  /** URL path of the page; null for the not-found page, which has no canonical URL. */
  route: string | null;
  favicon?: string;
  ogImage?: string;
}

/** Per-page <head>: title, description, canonical, favicon, Open Graph and Twitter cards. */
export function Head({ site, title, description, route, favicon, ogImage }: HeadProps) {
  const canonical = route === null ? undefined : absoluteUrl(site.url, route);
  const image = absoluteUrl(site.url, ogImage ?? site.ogImage);
  const size = sizeOfPublicImage(ogImage ?? site.ogImage);
  // The site's image shows the brand; a page's own image is made for that page.
  const imageAlt = ogImage ? title : site.name;
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {canonical && <link rel="canonical" href={canonical} />}
      {route === null && <meta name="robots" content="noindex" />}
      <link rel="icon" href={favicon ?? site.favicon} />
      <meta name="theme-color" content="#4338ca" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={image} />
      {size && <meta property="og:image:width" content={String(size.width)} />}
      {size && <meta property="og:image:height" content={String(size.height)} />}
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}

const sizes = new Map<string, ReturnType<typeof imageSize>>();

/**
 * The size of an image in public/ (the build and the dev server run from the project root);
 * undefined for an image elsewhere or of a format imageSize does not read, and the tags are left out.
 */
function sizeOfPublicImage(src: string): ReturnType<typeof imageSize> {
  if (/^https?:\/\//.test(src)) return undefined;
  if (!sizes.has(src)) {
    let size: ReturnType<typeof imageSize>;
    try {
      size = imageSize(readFileSync(path.join(process.cwd(), 'public', decodeURI(src))));
    } catch {
      size = undefined;
    }
    sizes.set(src, size);
  }
  return sizes.get(src);
}
