/**
 * Everything a link may point at, gathered once per run: every page's address (those whose file
 * has mistakes of its own too, so a link to them is not reported again), whether it is out now,
 * the ids on it, and the files of public/ and those the build writes beside the pages.
 */
import path from 'node:path';
import { feedLinks } from '../../../../lib/feedLinks.ts';
import { routeFromPath } from '../../../../lib/routeFromPath.ts';
import { solutionFiles } from '../../../../lib/solutionFiles.ts';
import { listPageFiles } from '../../read/listContentFiles.ts';
import { publishStatus, siteToday, type PublishStatus } from '../contentRules.ts';
import type { LinkPage, LinkSite } from './linkSite.ts';
import { pageIds, type PageIds } from './pageIds.ts';
import { indexPublicFiles, type PublicFiles } from './indexPublicFiles.ts';

/** What the build writes at the site's root besides the pages (render/contentPlugin.ts, the not-found page). */
const GENERATED_FILES = ['/sitemap.xml', '/robots.txt', '/search-index.json', '/404.html', ...Object.values(feedLinks).map((feed) => feed.path)];

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
  /** Hosts allowed in iframes (site.yaml); unknown when site.yaml has mistakes of its own. */
  embedHosts?: string[];
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
      ids: pageIds(page),
      page,
      ...(page.frontmatter ? { status: publishStatus(page.frontmatter, today) } : {}),
    });
  }
  const solutions = site.pages.flatMap((page) => page.frontmatter ? solutionFiles(page.route, page.frontmatter).map((file) => file.path) : []);
  return {
    pages,
    routes: [...pages.keys()].sort(),
    files: indexPublicFiles(site.root, [...GENERATED_FILES, ...solutions]),
    ...(site.data.site ? { embedHosts: site.data.site.embedHosts } : {}),
  };
}
