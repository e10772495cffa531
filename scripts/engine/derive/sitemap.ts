/**
 * `sitemap.xml` and `robots.txt` for search engines: every page a visitor can open now, at its
 * canonical address (site.yaml `url` + route), and a robots file that allows everything and names the sitemap.
 * No <lastmod>: a checkout does not know when a page last changed (file times are the checkout's).
 * https://www.sitemaps.org/protocol.html · https://www.rfc-editor.org/rfc/rfc9309
 */
import { absoluteUrl } from '../../../lib/absoluteUrl.ts';

export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

/** The sitemap of `routes` (URL paths such as `/` and `/gioi-thieu`), in the order given. */
export function buildSitemap(origin: string, routes: string[]): string {
  const urls = routes.map((route) => `  <url><loc>${escapeXml(absoluteUrl(origin, route))}</loc></url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`;
}

/** Every crawler may read every page; the sitemap lists them. */
export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(origin, `/${SITEMAP_FILE}`)}\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;').replace(/"/g, '&quot;');
}
