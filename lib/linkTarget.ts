/**
 * How a link should be written in the page:
 * - in the shared menus and footer (`scope: 'site'`), a hash link (`#courses`) means a home-page
 *   section: on other pages it becomes `/#courses`, and on the home page `/#courses` stays in the
 *   page as `#courses`; in a page's own content (`scope: 'page'`), `#curriculum` is that page's section;
 * - http(s) links leave the site: they open in a new tab, without giving the new page
 *   access to ours (`noopener`) or our URL (`noreferrer`).
 */
export interface LinkTarget {
  href: string;
  target?: '_blank';
  rel?: 'noopener noreferrer';
}

export type LinkScope = 'site' | 'page';

export function linkTarget(href: string, currentRoute: string | null, scope: LinkScope = 'site'): LinkTarget {
  if (/^https?:\/\//.test(href)) return { href, target: '_blank', rel: 'noopener noreferrer' };
  const onHome = currentRoute === '/';
  if (href.startsWith('#')) return { href: onHome || scope === 'page' ? href : `/${href}` };
  if (href.startsWith('/#') && onHome) return { href: href.slice(1) };
  return { href };
}
