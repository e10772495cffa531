/**
 * The site's facts as visitors get them when some pages are left out of the build (drafts, scheduled,
 * taken down): the main menu without links to them, and a group left empty without its heading.
 */
import type { SiteData } from '../../content/schema.ts';

export function withoutPages(data: SiteData, hidden: ReadonlySet<string>): SiteData {
  const visible = (href: string) => !hidden.has(href);
  const main = data.nav.main.flatMap((item): SiteData['nav']['main'] => {
    if ('items' in item) {
      const items = item.items.filter((link) => visible(link.href));
      return items.length > 0 ? [{ ...item, items }] : [];
    }
    return 'href' in item && !visible(item.href) ? [] : [item];
  });
  return { ...data, nav: { ...data.nav, main } };
}
