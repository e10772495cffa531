/**
 * The files a build makes from the content besides the pages: what the server code reads when it
 * pre-renders (the facts, the pictures, where each page's compiled MDX is), and what visitors get
 * beside the pages (search index, sitemap, feeds, exercise solutions, calendar invitations, photos).
 *
 * Under `npm run build` the Vite build leaves them out (BUILD_WRITES_CONTENT_ENV, preparedContent.ts)
 * and the build writes them after it, from the content it prepared: the Vite output is then a
 * function of the code alone, and a rebuild after a content edit reuses it (render/viteOutputCache.ts).
 * A Vite build run on its own emits them itself, through the same functions (render/contentPlugin.ts,
 * render/imagesPlugin.ts, compile/mdxPages.ts).
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteData } from '../../../content/schema.ts';
import { PICTURE_FOLDER } from '../../../lib/pictureSet.ts';
import { solutionFiles } from '../../../lib/solutionFiles.ts';
import { eventCalendarFiles } from './eventCalendar.ts';
import { buildFeeds } from './feeds.ts';
import type { PreparedContent, PreparedImages, RenderedPage } from './preparedContent.ts';
import { buildSearchIndex } from './searchIndex.ts';
import { buildRobotsTxt, buildSitemap, ROBOTS_FILE, SITEMAP_FILE } from './sitemap.ts';

export const SEARCH_INDEX_FILE = 'search-index.json';

/** Bundled into the server code, which waits with it as the Vite build does. */
const PREPARED_CONTENT_MODULE = fileURLToPath(new URL('./preparedContent.ts', import.meta.url));

/** The files the server code reads, in the server folder of the output (removed after the pre-render). */
export const SERVER_FILES = { content: 'content.json', images: 'images.json', mdx: 'mdx-pages.json' } as const;

/**
 * The code of a module whose `exports` read the server file `name` when the server code runs: from the
 * output the pre-render is given (SITE_OUT_DIR, as vite.config.ts builds into), so the same code
 * serves any build it is copied into. JSON.parse of the file: with thousands of pages, the facts
 * never go through the bundler (at 5,000 pages the Vite step, the build's peak, took 724 MB with them
 * in the code, 596 MB without).
 */
export function serverFileModule(name: string, exports: string): string {
  return `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { preparedContentReady } from ${JSON.stringify(PREPARED_CONTENT_MODULE)};
// A pre-render started before the build wrote the content waits for its word (render/viteBuild.ts).
await preparedContentReady();
const value = JSON.parse(readFileSync(join(process.env.SITE_OUT_DIR ?? 'dist', 'server', ${JSON.stringify(name)}), 'utf8'));
${exports}
`;
}

/** The server file `content.json`: every page by its route, and the shared data. */
export function serverContent(pages: RenderedPage[], data: SiteData): string {
  return JSON.stringify({ pages: pagesByRoute(pages), data });
}

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

/** What visitors get from the content besides the pages and photos, by path in the client output. */
export function clientFiles(pages: RenderedPage[], data: SiteData): { fileName: string; source: string }[] {
  return [
    { fileName: SEARCH_INDEX_FILE, source: JSON.stringify(buildSearchIndex(pages)) },
    // Exactly the pages pre-rendered: the published ones (the not-found page is no content page).
    { fileName: SITEMAP_FILE, source: buildSitemap(data.site.url, pages.map((page) => page.route)) },
    { fileName: ROBOTS_FILE, source: buildRobotsTxt(data.site.url) },
    ...Object.entries(buildFeeds(data, pages)).map(([file, source]) => ({ fileName: file.slice(1), source })),
    ...pages.flatMap((page) => solutionFiles(page.route, page.frontmatter)).map((file) => ({ fileName: file.path.slice(1), source: file.content })),
    ...eventCalendarFiles(pages, data).map((file) => ({ fileName: file.path.slice(1), source: file.content })),
  ];
}

/**
 * Writes every file of the content into a Vite output (`outDir`, holding client/ and server/);
 * returns the content as the server code reads it (the published pages, the menus without the others).
 */
export function writeContentFiles(outDir: string, prepared: PreparedContent): PreparedContent {
  const visible = forVisitors(prepared, false);
  const { pages, data } = visible;
  const write = (file: string, source: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, source);
  };
  const server = path.join(outDir, 'server');
  write(path.join(server, SERVER_FILES.content), serverContent(pages, data));
  write(path.join(server, SERVER_FILES.images), JSON.stringify(prepared.images?.sets ?? {}));
  write(path.join(server, SERVER_FILES.mdx), JSON.stringify(prepared.mdx ?? {}));
  const client = path.join(outDir, 'client');
  for (const { fileName, source } of clientFiles(pages, data)) write(path.join(client, fileName), source);
  copyPictures(client, prepared.images?.files ?? {});
  return visible;
}

interface VisibleContent {
  data: SiteData;
  pages: RenderedPage[];
}

/** Published pages only (all of them in dev), and menus without links to the pages left out. */
export function forVisitors<C extends VisibleContent>(content: C, includeUnpublished: boolean): C {
  if (includeUnpublished) return content;
  const hidden = new Set(content.pages.filter((page) => page.status !== 'published').map((page) => page.route));
  if (hidden.size === 0) return content;
  const visible = (href: string) => !hidden.has(href);
  const main = content.data.nav.main.flatMap((item): SiteData['nav']['main'] => {
    if ('items' in item) {
      const items = item.items.filter((link) => visible(link.href));
      return items.length > 0 ? [{ ...item, items }] : [];
    }
    return 'href' in item && !visible(item.href) ? [] : [item];
  });
  return {
    ...content,
    pages: content.pages.filter((page) => page.status === 'published'),
    data: { ...content.data, nav: { ...content.data.nav, main } },
  };
}
