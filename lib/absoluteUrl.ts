/**
 * The absolute URL of a path on the site, as search engines and link previews need it
 * (canonical, Open Graph, sitemap, JSON-LD): `origin` is site.yaml `url`, without a trailing slash.
 * An absolute http(s) URL is returned as it is; a path's non-ASCII characters are percent-encoded.
 */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return origin + encodeURI(pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
}
