/**
 * The Vite side of the content pipeline:
 * - strips YAML frontmatter from .mdx before MDX compiles it (blank lines keep MDX error lines true);
 * - serves `virtual:content`: every page's validated frontmatter and the shared data, for server rendering;
 * - emits the search index next to the client assets, and serves it in dev.
 * Invalid content stops the build with the same `path:line:col  field  message` lines as `npm run check`.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildSearchIndex } from '../build-search-index.ts';
import { DATA_FOLDER, loadContent, type LoadedContent } from './loadContent.ts';
import { formatProblem } from './problem.ts';

const VIRTUAL_ID = 'virtual:content';
const RESOLVED_ID = '\0' + VIRTUAL_ID;
export const SEARCH_INDEX_FILE = 'search-index.json';

export function contentPlugin({ contentDir, root }: { contentDir: string; root: string }): Plugin {
  const isContentFile = (id: string) => id.startsWith(contentDir + path.sep) || id.startsWith(contentDir + '/');

  // Read once per build (the virtual module and the search index share it); a content edit in dev clears it.
  let loaded: LoadedContent | undefined;
  const load = (): LoadedContent => {
    const content = loaded ?? loadContent(contentDir, root);
    const errors = content.problems.filter((p) => p.severity === 'error');
    if (errors.length > 0) {
      throw new Error(`Invalid content:\n${errors.map(formatProblem).join('\n')}`);
    }
    loaded = content;
    return content;
  };

  return {
    name: 'site-content',
    enforce: 'pre',
    buildStart() {
      loaded = undefined;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { pages, data } = load();
      for (const page of pages) this.addWatchFile(path.join(root, page.file));
      const byRoute = Object.fromEntries(pages.map(({ route, file, frontmatter }) => [route, { route, file, frontmatter }]));
      return `export const pages = ${JSON.stringify(byRoute)};\nexport const data = ${JSON.stringify(data)};\n`;
    },
    transform(code, id) {
      if (!id.endsWith('.mdx') || !isContentFile(id)) return undefined;
      return { code: blankFrontmatter(code), map: null };
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const { pages } = load();
      this.emitFile({ type: 'asset', fileName: SEARCH_INDEX_FILE, source: JSON.stringify(buildSearchIndex(pages)) });
    },
    configureServer(server) {
      server.middlewares.use(`/${SEARCH_INDEX_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(buildSearchIndex(load().pages)));
      });
    },
    hotUpdate({ file, server }) {
      // Any content or data edit can change facts other pages show: re-read it all.
      if (!isContentFile(file)) return;
      loaded = undefined;
      const module = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) server.moduleGraph.invalidateModule(module);
      if (file.includes(`${path.sep}${DATA_FOLDER}${path.sep}`)) server.ws.send({ type: 'full-reload' });
    },
  };
}

/** Replaces the leading `---` block with as many empty lines, so MDX line numbers match the file. */
export function blankFrontmatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(source);
  if (!match) return source;
  return '\n'.repeat(match[0].split('\n').length - 1) + source.slice(match[0].length);
}
