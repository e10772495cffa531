/**
 * Everything a link may point at, gathered once per run: every page's address (those whose file
 * has mistakes of its own too, so a link to them is not reported again), whether it is out now,
 * the ids on it, and the files of public/ and those the build writes beside the pages.
 */
import path from 'node:path';
import { routeFromPath } from '../../../../lib/routeFromPath.ts';
import { listPageFiles } from '../../read/listContentFiles.ts';
import { publishStatus, siteToday, type PublishStatus } from '../contentRules.ts';
import type { LinkPage, LinkSite } from './linkSite.ts';
import { pageIds, type PageIds } from './pageIds.ts';
import { indexPublicFiles, type PublicFiles } from './indexPublicFiles.ts';

/** What the engine writes at the site's root besides the pages (render/contentPlugin.ts, the not-found page); a site's definition adds its own (`generatedFiles`). */
const GENERATED_FILES = ['/sitemap.xml', '/robots.txt', '/search-index.json', '/404.html'];

export interface TargetPage {
  /** Unknown when its frontmatter has mistakes of its own. */
  status?: PublishStatus;
  /** Unknown when its MDX does not parse. */
  ids?: PageIds;
  page?: LinkPage;
}

export interface SiteTargets {
  pages: Map<string, TargetPage>;
  routes: string[];
  files: PublicFiles;
  /** Hosts allowed in iframes (the definition's `embedHosts`); unknown when the data listing them has mistakes of its own. */
  embedHosts?: readonly string[];
}

const built = new WeakMap<LinkSite, SiteTargets>();

export function siteTargets(site: LinkSite): SiteTargets {
  let targets = built.get(site);
  if (!targets) {
    targets = gatherTargets(site);
    built.set(site, targets);
  }
  return targets;
}

function gatherTargets(site: LinkSite): SiteTargets {
  const today = site.today ?? siteToday();
  const pages = new Map<string, TargetPage>(listPageFiles(site.contentDir).map((file) => [routeFromPath(path.relative(site.contentDir, file)), {}]));
  for (const page of site.pages) {
    pages.set(page.route, {
      ids: pageIds(page, site.definition),
      page,
      ...(page.frontmatter ? { status: publishStatus(page.frontmatter, today) } : {}),
    });
  }
  const embedHosts = site.definition.embedHosts?.(site.data);
  return {
    pages,
    routes: [...pages.keys()].sort(),
    files: indexPublicFiles(site.root, [...GENERATED_FILES, ...(site.definition.generatedFiles?.(site.pages) ?? [])]),
    ...(embedHosts ? { embedHosts } : {}),
  };
}
