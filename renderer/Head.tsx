import type { Site } from '../content/schema.ts';

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
  const canonical = route === null ? undefined : site.url + (route === '/' ? '/' : route);
  const image = absolute(site.url, ogImage ?? site.ogImage);
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
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
      <meta name="twitter:image" content={image} />
    </>
  );
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : origin + path;
}
