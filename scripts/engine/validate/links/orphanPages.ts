/**
 * A published page that no other page, menu or data entry links to: visitors reach it only by
 * typing its address, and a writer who added a page and forgot the link does not notice. A warning
 * at the page's first line, saying where to link it from. The links are the ones the link checks
 * read (addressesInMdx.ts, addressesInYaml.ts): a page's MDX and frontmatter, when the page is out
 * (a draft's links lead nowhere yet), and every shared data file. The home page is the way in, and
 * the not-found page (`/404`) is shown for unknown addresses: neither is ever an orphan. While a
 * page or a data file cannot be read, its links are unknown and nothing is reported.
 */
import type { Problem } from '../../core/problem.ts';
import type { ParsedYaml } from '../../parse/parseYaml.ts';
import { addressesInMdx } from './addressesInMdx.ts';
import { addressesInYaml } from './addressesInYaml.ts';
import { describeUrl, isFilePath, routeOfPath } from './describeUrl.ts';
import type { LinkSite } from './linkSite.ts';
import { siteTargets } from './siteTargets.ts';

/** Pages reached without a link. */
const WAYS_IN = ['/', '/404'];
/** The data file a site's menu lives in, as the link checks know it (linkChecks.ts). */
const MENU = 'nav';

export function orphanPageProblems(site: LinkSite): Problem[] {
  const targets = siteTargets(site);
  const unread = [...targets.pages.values()].some((target) => !target.page) || Object.keys(site.definition.data).some((name) => !site.dataSources[name]);
  if (unread) return [];

  const linked = new Set<string>();
  for (const source of Object.values(site.dataSources)) for (const route of source ? yamlRoutes(source.yaml) : []) linked.add(route);
  for (const page of site.pages) {
    const status = targets.pages.get(page.route)?.status;
    if (status !== undefined && status !== 'published') continue;
    const inMdx = addressesInMdx(page.outline).flatMap((address) => address.as === 'link' ? internalRoute(address.value) ?? [] : []);
    for (const route of [...inMdx, ...yamlRoutes(page.yaml)]) if (route !== page.route) linked.add(route);
  }

  const menu = site.dataSources[MENU]?.file;
  return site.pages.flatMap((page) => {
    if (WAYS_IN.includes(page.route) || targets.pages.get(page.route)?.status !== 'published' || linked.has(page.route)) return [];
    const fix = `${menu ? `thêm nó vào menu trong ${menu}` : 'thêm nó vào menu'} hoặc đặt một liên kết [tên trang](${page.route}) trong một trang khác`;
    return [{
      file: page.file, line: 1, column: 1, rule: 'orphan', severity: 'warning' as const,
      ...(site.changed.has(page.file) ? { listed: true } : {}),
      message: `không trang, menu hay mục dữ liệu nào liên kết tới trang ${page.route} nên khách chỉ vào được khi biết địa chỉ; ${fix}`,
    }];
  });
}

/** Addresses of links written in YAML, as routes where they name a page of the site. */
function yamlRoutes(yaml: ParsedYaml): string[] {
  return addressesInYaml(yaml).filter((address) => address.as === 'link').flatMap((address) => internalRoute(address.value) ?? []);
}

/** The page an address leads to (`/lich#dot-1` → `/lich`), if it leads to one of the site's pages. */
function internalRoute(value: string): string | undefined {
  const url = describeUrl(value);
  return url.form === 'internal' && !isFilePath(url.path) ? routeOfPath(url.path) : undefined;
}
