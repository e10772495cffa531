import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Site } from '../content/schema.ts';
import { absoluteUrl } from '../lib/absoluteUrl.ts';
import { feedLinks } from '../lib/feedLinks.ts';
import { imageSize } from '../lib/imageSize.ts';
import type { PageIcon } from '../lib/pageIcon.ts';
import { NOT_FOUND_CARD_PATH, SHARE_CARD_SIZE, shareCardPath } from '../scripts/engine/site.ts';

export interface HeadProps {
  site: Site;
  title: string;
  description?: string;
  /** URL path of the page; null for the not-found page, which has no canonical URL. */
  route: string | null;
  /** The page's icon as the build drew it (lib/pageIcon.ts). */
  icon: PageIcon;
  ogImage?: string;
  /** What feed readers call the feeds of news and events, which every page links (lib/feedLinks.ts). */
  feedTitle: string;
}

/** Per-page <head> (after the charset, which the document writes first): title, description, canonical, favicon, the feeds, Open Graph and Twitter cards. */
export function Head({ site, title, description, route, icon, ogImage, feedTitle }: HeadProps) {
  const canonical = route === null ? undefined : absoluteUrl(site.url, route);
  // A page's image is the one it names, else its share card, drawn at build from its facts
  // (scripts/engine/compile/shareCards/); the not-found page has a card of its own (site/cards/cardFacts.ts).
  const src = ogImage ?? (route === null ? NOT_FOUND_CARD_PATH : shareCardPath(route));
  const image = absoluteUrl(site.url, src);
  const size = ogImage === undefined ? SHARE_CARD_SIZE : sizeOfPublicImage(src);
  return (
    <>
      {/* viewport-fit=cover lets the phone register bar read the home indicator's height (env(safe-area-inset-bottom));
          renderer/styles.css keeps the page and its top bar clear of the sides' insets, as without it. */}
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {canonical && <link rel="canonical" href={canonical} />}
      {route === null && <meta name="robots" content="noindex" />}
      <link rel="icon" {...icon} />
      {Object.values(feedLinks).map(({ path: href, type }) => <link key={href} rel="alternate" type={type} title={feedTitle} href={href} />)}
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
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={title} />
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
