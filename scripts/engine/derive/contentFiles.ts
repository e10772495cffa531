/**
 * The files a build makes from the content besides the pages, which visitors get beside them: the
 * sitemap and robots.txt, the site's own files from its definition (search index, feeds …) and the
 * photos. The build writes them after the Vite build, whose output is a function of the code alone
 * (render/viteOutputCache.ts); the dev server serves the same files (render/contentPlugin.ts).
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DeriveDefinition, SiteFile } from './deriveDefinition.ts';
import type { Frontmatter } from '../core/frontmatter.ts';
import { PICTURE_FOLDER } from './pictureSet.ts';
import type { PreparedContent, PreparedImages, RenderedPage } from './preparedContent.ts';
import { buildRobotsTxt, buildSitemap, ROBOTS_FILE, SITEMAP_FILE } from './sitemap.ts';

/** What the files beside the pages need of a site's definition. */
export type FilesDefinition<Facts extends object = Record<string, unknown>> = Pick<DeriveDefinition<object, Frontmatter, Facts>, 'siteUrl' | 'withoutPages' | 'files'>;

/** Copies the pictures made for the pages into the client output's `/_images/`. */
export function copyPictures(clientDir: string, files: PreparedImages['files']): void {
  const folder = path.join(clientDir, PICTURE_FOLDER);
  mkdirSync(folder, { recursive: true });
  for (const [name, file] of Object.entries(files)) copyFileSync(file, path.join(folder, name));
}

/** Each page by its route, as `virtual:content` gives them to the render. */
export function pagesByRoute(pages: RenderedPage[]): Record<string, Pick<RenderedPage, 'route' | 'file' | 'frontmatter'>> {
  return Object.fromEntries(pages.map(({ route, file, frontmatter }) => [route, { route, file, frontmatter }]));
}

/**
 * What visitors get from the content besides the pages and photos, by path under the site: the
 * sitemap and robots.txt, and the files the site makes itself (its definition's `files`).
 */
export function siteFiles<Facts extends object>(definition: FilesDefinition<Facts>, pages: RenderedPage[], data: Facts): SiteFile[] {
  const url = definition.siteUrl(data);
  return [
    // Exactly the pages pre-rendered: the published ones (the not-found page is no content page).
    { path: `/${SITEMAP_FILE}`, content: buildSitemap(url, pages.map((page) => page.route)), type: 'application/xml; charset=utf-8' },
    { path: `/${ROBOTS_FILE}`, content: buildRobotsTxt(url), type: 'text/plain; charset=utf-8' },
    ...definition.files(pages, data),
  ];
}

/** Writes the files beside the pages into a Vite output (`outDir`, holding client/), from content prepared for visitors. */
export function writeContentFiles(outDir: string, prepared: PreparedContent): void {
  const client = path.join(outDir, 'client');
  for (const { path: sitePath, content } of prepared.files ?? []) {
    const file = path.join(client, sitePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  copyPictures(client, prepared.images?.files ?? {});
}

interface VisibleContent<Facts extends object> {
  data: Facts;
  pages: Pick<RenderedPage, 'route' | 'status'>[];
}

/** Published pages only (all of them in dev), and the facts without what leads to the others (the site's `withoutPages`: its menus). */
export function forVisitors<Facts extends object, C extends VisibleContent<Facts>>(definition: Pick<FilesDefinition<Facts>, 'withoutPages'>, content: C, includeUnpublished: boolean): C {
  if (includeUnpublished) return content;
  const hidden = new Set(content.pages.filter((page) => page.status !== 'published').map((page) => page.route));
  if (hidden.size === 0) return content;
  return {
    ...content,
    pages: content.pages.filter((page) => page.status === 'published'),
    data: definition.withoutPages(content.data, hidden),
  };
}
