/**
 * The files a build makes from the content besides the pages: what the server code reads when it
 * pre-renders (the facts, the pictures, where each page's compiled MDX is), and what visitors get
 * beside the pages (the sitemap and robots.txt, the site's own files from its definition, photos).
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
import type { DeriveDefinition, SiteFile } from './deriveDefinition.ts';
import type { Frontmatter } from '../core/frontmatter.ts';
import { PICTURE_FOLDER } from './pictureSet.ts';
import type { ClientFile, PreparedContent, PreparedImages, RenderedPage } from './preparedContent.ts';
import { buildRobotsTxt, buildSitemap, ROBOTS_FILE, SITEMAP_FILE } from './sitemap.ts';

/** What the files beside the pages need of a site's definition. */
export type FilesDefinition<Facts extends object = Record<string, unknown>> = Pick<DeriveDefinition<object, Frontmatter, Facts>, 'siteUrl' | 'withoutPages' | 'files'>;

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
export function serverContent(pages: RenderedPage[], data: object): string {
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

/** The same files as assets of the client output, by file name. */
export function clientFiles<Facts extends object>(definition: FilesDefinition<Facts>, pages: RenderedPage[], data: Facts): ClientFile[] {
  return siteFiles(definition, pages, data).map((file) => ({ fileName: file.path.slice(1), source: file.content }));
}

/**
 * Writes every file of the content into a Vite output (`outDir`, holding client/ and server/), from
 * content prepared for visitors (forVisitors, clientFiles); returns it as the server code reads it.
 */
export function writeContentFiles(outDir: string, prepared: PreparedContent): PreparedContent {
  const { pages, data } = prepared;
  const write = (file: string, source: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, source);
  };
  const server = path.join(outDir, 'server');
  write(path.join(server, SERVER_FILES.content), serverContent(pages, data));
  write(path.join(server, SERVER_FILES.images), JSON.stringify(prepared.images?.sets ?? {}));
  write(path.join(server, SERVER_FILES.mdx), JSON.stringify(prepared.mdx ?? {}));
  const client = path.join(outDir, 'client');
  for (const { fileName, source } of prepared.files ?? []) write(path.join(client, fileName), source);
  copyPictures(client, prepared.images?.files ?? {});
  return prepared;
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
