/**
 * The Vite side of the content pipeline:
 * - serves `virtual:content`: every page's validated frontmatter and the shared data, for server rendering;
 * - emits sitemap.xml, robots.txt and the files the site makes beside its pages (its definition's
 *   `files`: search index, feeds …) next to the client assets (contentFiles.ts; `npm run build`
 *   writes them itself), and serves them in dev.
 * - writes each page's share card (compile/shareCards/) into the client output, and serves them in dev.
 * Invalid content stops the build with the same `path:line:col  rule  message` lines as `npm run check`.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { clientFiles, forVisitors, pagesByRoute, SERVER_FILES, serverContent, serverFileModule, siteFiles } from '../derive/contentFiles.ts';
import type { SiteFile } from '../derive/deriveDefinition.ts';
import { loadContent, type LoadDefinition } from '../derive/loadContent.ts';
import { BUILD_WRITES_CONTENT_ENV, preparedContentReady, type RenderedPage } from '../derive/preparedContent.ts';
import type { Frontmatter } from '../core/frontmatter.ts';
import type { Problem } from '../core/problem.ts';
import { contentStamp, DATA_FOLDER } from '../read/listContentFiles.ts';
import { formatProblem } from '../core/problem.ts';
import type { CompileDefinition } from '../compile/compileDefinition.ts';
import { pageCards } from '../compile/shareCards/pageCards.ts';
import { serveShareCards } from '../compile/shareCards/serveShareCards.ts';
import { CARDS_WRITTEN_BY_BUILD_ENV, writeShareCards } from '../compile/shareCards/writeShareCards.ts';

const VIRTUAL_ID = 'virtual:content';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/** What the plugin needs of a site's definition: how to load it, the files beside its pages, its share cards. */
export type ContentPluginDefinition = LoadDefinition & CompileDefinition<Frontmatter, Record<string, unknown>>;

export function contentPlugin({ definition, contentDir, root }: { definition: ContentPluginDefinition; contentDir: string; root: string }): Plugin {
  const isContentFile = (id: string) => id.startsWith(contentDir + path.sep) || id.startsWith(contentDir + '/');

  // Read once per build (the virtual module and the search index share it); a content edit in dev
  // clears it. Kept when invalid too, so the dev server's many requests do not each read it again
  // while a mistake waits for its fix. `stamp`: in dev, what content/ was like then (see `checkDisk`).
  let loaded: { content: ContentForVite; errors: Problem[]; stamp?: string } | undefined;
  // Whether an open page may be showing the error page, and so needs a reload at the next save.
  let errorPageShown = false;
  // `npm run dev` shows drafts and scheduled pages too; a build has only what is published now.
  let isDev = false;
  // `npm run build` writes the content's files itself (contentFiles.ts): only dev and a Vite build run on its own read it here.
  const read = (): ContentForVite => loadContent(definition, contentDir, root);
  // The files beside the pages, made once for each read of the content, by their path.
  const madeFiles = new WeakMap<ContentForVite, Map<string, SiteFile>>();
  const filesOf = (content: ContentForVite): Map<string, SiteFile> => {
    let files = madeFiles.get(content);
    if (!files) madeFiles.set(content, files = new Map(siteFiles(definition, content.pages, content.data).map((file) => [file.path, file])));
    return files;
  };
  /**
   * The content, read again when an edit cleared it. `checkDisk`, asked for before answering a page
   * in dev, also reads it again if anything under content/ was saved since: the watcher can report a
   * save after the page was asked for. Only then, since every module request would pay for the check.
   */
  const load = ({ checkDisk = false } = {}): ContentForVite => {
    if (checkDisk && loaded && contentStamp(contentDir) !== loaded.stamp) loaded = undefined;
    if (!loaded) {
      const stamp = isDev ? contentStamp(contentDir) : undefined;
      const content = forVisitors(definition, read(), isDev);
      loaded = { content, stamp, errors: content.problems.filter((p) => p.severity === 'error') };
    }
    if (loaded.errors.length > 0) {
      throw new Error(`Invalid content:\n${loaded.errors.map(formatProblem).join('\n')}`);
    }
    return loaded.content;
  };

  /** The error lines when the content is invalid now, else undefined. */
  const invalidContent = (options?: { checkDisk: boolean }): string | undefined => {
    try {
      load(options);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };

  return {
    name: 'site-content',
    enforce: 'pre',
    // One instance for the client and server builds, so they share one read of the content.
    sharedDuringBuild: true,
    configResolved(config) {
      isDev = config.command === 'serve';
    },
    // A build started before its content was ready waits for it here, before any module is loaded.
    async buildStart() {
      if (!isDev) await preparedContentReady();
    },
    // A watched rebuild (`vite build --watch`) reads the content again.
    watchChange(id) {
      if (isContentFile(id)) loaded = undefined;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // The client code must not hold the content: under `npm run build` its output is kept and reused
      // after content edits (viteOutputCache.ts), and a visitor would get the facts twice.
      if (!isDev && this.environment.name !== 'ssr') this.error('virtual:content is for the server render only: the client code must not import it');
      if (isDev) {
        const { pages, data } = load();
        for (const page of pages) this.addWatchFile(path.join(root, page.file));
        // JSON.parse of one string: with thousands of pages, far cheaper to load than an object literal.
        return `export const pages = JSON.parse(${JSON.stringify(JSON.stringify(pagesByRoute(pages)))});\nexport const data = ${JSON.stringify(data)};\n`;
      }
      // A build's server code reads the content from a file beside it when it runs (contentFiles.ts).
      if (!process.env[BUILD_WRITES_CONTENT_ENV]) {
        const { pages, data } = load();
        for (const page of pages) this.addWatchFile(path.join(root, page.file));
        this.emitFile({ type: 'asset', fileName: SERVER_FILES.content, source: serverContent(pages, data) });
      }
      return serverFileModule(SERVER_FILES.content, 'export const pages = value.pages;\nexport const data = value.data;');
    },
    generateBundle() {
      if (this.environment.name !== 'client' || process.env[BUILD_WRITES_CONTENT_ENV]) return;
      const { pages, data } = load();
      for (const file of clientFiles(definition, pages, data)) this.emitFile({ type: 'asset', ...file });
    },
    // Each page's share card (`/share/….png`), copied from the cache (drawn first if missing), unless `npm run build` copies them.
    async writeBundle({ dir }) {
      if (this.environment.name !== 'client' || !dir || process.env[CARDS_WRITTEN_BY_BUILD_ENV]) return;
      const { pages, data } = load();
      await writeShareCards(pageCards(definition, pages, data), dir, root);
    },
    configureServer(server) {
      server.middlewares.use(serveShareCards(() => (invalidContent() ? [] : pageCards(definition, load().pages, load().data)), root));
      // The files beside the pages (sitemap, robots.txt, the site's own: search index, feeds …), as the build writes them.
      server.middlewares.use((req, res, next) => {
        // While the content is invalid, the overlay below answers instead.
        if (invalidContent()) return next();
        const file = filesOf(load()).get(decodeURIComponent(req.url?.split('?')[0] ?? ''));
        if (!file) return next();
        res.setHeader('Content-Type', file.type);
        res.end(file.content);
      });
      // A page asked for while the content is invalid gets Vite's error overlay with the same
      // `path:line:col  rule  message` lines as `npm run check`; fixing the file reloads it.
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
        const problems = invalidContent({ checkDisk: true });
        if (!problems) return next();
        errorPageShown = true;
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(contentErrorPage(problems));
      });
    },
    hotUpdate({ file, server }) {
      // Any content or data edit can change facts other pages show: re-read it all. Once per
      // edit: this hook runs in each environment, and one reload of the open pages is enough.
      if (!isContentFile(file) || this.environment.name !== 'client') return;
      const errorPageOpen = errorPageShown;
      errorPageShown = false;
      loaded = undefined;
      for (const { moduleGraph } of Object.values(server.environments)) {
        const module = moduleGraph.getModuleById(RESOLVED_ID);
        if (module) moduleGraph.invalidateModule(module);
      }
      // Pages are rendered on the server: a data edit, a new mistake or an open error page needs a
      // fresh render. A page asked for between the save and this report was rendered from the content
      // read before it, and would otherwise stay up without the error.
      if (errorPageOpen || invalidContent() !== undefined || file.includes(`${path.sep}${DATA_FOLDER}${path.sep}`)) server.ws.send({ type: 'full-reload' });
    },
  };
}

/** A page that shows the content errors in Vite's own error overlay (and as text, should the overlay not load). */
export function contentErrorPage(message: string): string {
  const escaped = message.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Content error</title>
<script type="module">
import { ErrorOverlay } from '/@vite/client';
document.body.append(new ErrorOverlay({ message: ${JSON.stringify(message)}, stack: '', plugin: 'site-content' }));
</script></head>
<body><pre id="content-errors">${escaped}</pre></body></html>`;
}

/** What the Vite side uses of the content: facts, routes, status and headings, and any problems. */
interface ContentForVite {
  data: Record<string, unknown>;
  pages: RenderedPage[];
  problems: Problem[];
}
