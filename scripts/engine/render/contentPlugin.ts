/**
 * The content on the Vite side, the same in dev and in a build: the server render reads it through
 * three virtual modules, whose code only reads what the command handed over (handOff.ts):
 * - `virtual:content`: every page's validated frontmatter, by route, and the shared data;
 * - `virtual:images`: the picture sets the pages show (derive/pictureSet.ts);
 * - `virtual:mdx-pages`: `readCompiledMdx(file)`, a page's compiled MDX (renderer/loadMdx.ts).
 * The client code must not import them: a visitor would get the facts twice, and the client build,
 * a function of the code alone, could not be kept between builds (viteOutputCache.ts).
 *
 * Under `npm run dev` the plugin also prepares the content (compile/prepareContent.ts, as a build
 * does), again after each edit, and serves what a build writes beside the pages: the files of the
 * site (sitemap, search index, feeds …), the pictures and the share cards. A page whose file has a
 * mistake, or every page while shared data has one, is replaced by an error page with the same
 * `path:line:col  rule  message` lines as `npm run check`; the other pages keep working. A page whose
 * file has warnings shows them in a panel; the terminal prints `npm run check`'s report after each
 * save (devPages.ts).
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { routeFromPath } from '../../../lib/routeFromPath.ts';
import { prepareContent, type NotPrepared, type Prepared, type PrepareDefinition } from '../compile/prepareContent.ts';
import { serveShareCards } from '../compile/shareCards/serveShareCards.ts';
import { formatCheckReport, wantsColour } from '../core/checkReport.ts';
import type { Problem } from '../core/problem.ts';
import { PICTURE_FOLDER } from '../derive/pictureSet.ts';
import { contentStamp } from '../read/listContentFiles.ts';
import { appendToPage, contentErrorPage, warningsPanel } from './devPages.ts';
import { handOff, renderInput } from './handOff.ts';

const HAND_OFF_MODULE = fileURLToPath(new URL('./handOff.ts', import.meta.url));

/** Each virtual module's code: it reads the content handed over when the server code runs. */
const MODULES: Record<string, string> = {
  'virtual:content': `const input = handedOff().input();
export const pages = input.pages;
export const data = input.data;`,
  'virtual:images': 'export const images = handedOff().input().images;',
  'virtual:mdx-pages': `import { readFileSync } from 'node:fs';
export function readCompiledMdx(file) {
  const code = handedOff().input().mdx[file];
  if (!code) throw new Error('No compiled MDX for ' + file);
  return readFileSync(code, 'utf8');
}`,
};
const RESOLVED = new Map(Object.keys(MODULES).map((id) => [`\0${id}`, id]));

const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif', '.svg': 'image/svg+xml',
};

export interface ContentPluginOptions {
  definition: PrepareDefinition;
  contentDir: string;
  root: string;
  /** Where the dev server prints the content's report, a line at a time: the terminal by default. */
  print?: (line: string) => void;
}

export function contentPlugin({ definition, contentDir, root, print = console.log }: ContentPluginOptions): Plugin {
  const isContentFile = (id: string) => !path.relative(contentDir, id).startsWith('..');
  const dev = devContent(definition, contentDir, root, print);

  return {
    name: 'site-content',
    enforce: 'pre',
    resolveId(id) {
      return id in MODULES ? `\0${id}` : undefined;
    },
    load(id) {
      const name = RESOLVED.get(id);
      if (!name) return undefined;
      if (this.environment.name !== 'ssr') this.error(`${name} is for the server render only: the client code must not import it`);
      return `import { handedOff } from ${JSON.stringify(HAND_OFF_MODULE)};\n${MODULES[name]}\n`;
    },
    configureServer(server) {
      dev.start();
      server.middlewares.use(serveShareCards(() => dev.ready()?.plan.cards ?? [], root));
      server.middlewares.use(dev.serveFiles);
      server.middlewares.use(`/${PICTURE_FOLDER}/`, dev.servePictures);
      server.middlewares.use(dev.serveErrors);
    },
    hotUpdate({ file, server }) {
      // Any content edit can change facts other pages show: prepare it all again, once per edit (the
      // hook runs in each environment), and reload the open pages, which are rendered on the server.
      if (!isContentFile(file) || this.environment.name !== 'client') return;
      dev.start();
      reloadContent(server);
    },
  };
}

/** Drops the virtual modules' evaluated copies, so the next render reads the content anew, and reloads the open pages. */
function reloadContent(server: ViteDevServer): void {
  for (const { moduleGraph } of Object.values(server.environments)) {
    for (const id of RESOLVED.keys()) {
      const module = moduleGraph.getModuleById(id);
      if (module) moduleGraph.invalidateModule(module);
    }
  }
  server.ws.send({ type: 'full-reload' });
}

/** The dev server's content: prepared at start and after each edit, and handed to the server render. */
function devContent(definition: PrepareDefinition, contentDir: string, root: string, print: (line: string) => void) {
  let preparing: Promise<Prepared | NotPrepared> | undefined;
  let prepared: Prepared | NotPrepared | undefined;
  // What content/ was like when it was last read (see `serveErrors`).
  let stamp = '';
  const start = () => {
    stamp = contentStamp(contentDir);
    const current = preparing = prepareContent(definition, contentDir, root, { includeUnpublished: true })
      .catch((error: unknown): NotPrepared => ({ problems: [{ file: path.relative(root, contentDir), line: 1, column: 1, rule: 'content', severity: 'error', message: String(error) }] }));
    void current.then((value) => {
      if (current !== preparing) return;
      prepared = value;
      for (const line of reportLines(value)) print(line);
      if (!('content' in value)) return;
      const input = renderInput(value.content);
      handOff({ input: () => input });
    });
  };
  // Settles with the content of the last edit.
  const latest = async (): Promise<Prepared | NotPrepared> => {
    for (let waiting = preparing; ; waiting = preparing) {
      const value = await waiting!;
      if (waiting === preparing) return value;
    }
  };
  const pathOf = (url: string | undefined) => decodeURIComponent(url?.split('?')[0] ?? '');

  const serveFiles: Connect.NextHandleFunction = (req, res, next) => {
    latest().then((value) => {
      const file = 'content' in value ? value.content.files?.find((candidate) => candidate.path === pathOf(req.url)) : undefined;
      if (!file) return next();
      res.setHeader('Content-Type', file.type);
      res.end(file.content);
    }, next);
  };
  const servePictures: Connect.NextHandleFunction = (req, res, next) => {
    const name = pathOf(req.url).slice(1);
    latest().then((value) => {
      const file = 'content' in value ? value.content.images?.files[name] : undefined;
      if (!file) return next();
      res.setHeader('Content-Type', CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream');
      createReadStream(file).pipe(res);
    }, next);
  };
  // A page is answered once the content of the last edit is ready: with the error page when its
  // own file or shared data has a mistake, by vike otherwise. The content is read again first if
  // anything under content/ was saved since: the watcher can report a save after the page was asked for.
  const serveErrors: Connect.NextHandleFunction = (req, res, next) => {
    if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
    if (contentStamp(contentDir) !== stamp) start();
    latest().then((value) => {
      const route = pathOf(req.url);
      const errors = problemsShownAt(route, value.problems, contentDir, root, 'error');
      if (errors.length === 0 && 'content' in value) {
        const warnings = problemsShownAt(route, value.problems, contentDir, root, 'warning');
        if (warnings.length > 0) appendToPage(res, warningsPanel(warnings));
        return next();
      }
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(contentErrorPage(errors.length > 0 ? errors : value.problems.filter((problem) => problem.severity === 'error')));
    }, next);
  };
  return { start, ready: () => (prepared && 'content' in prepared ? prepared : undefined), serveFiles, servePictures, serveErrors };
}

/**
 * The problems of `severity` a page at `route` shows: the errors of its own file and of every file that
 * is no page (shared data, which every page reads); the warnings of its own file only, as shared data's
 * placeholders would otherwise fill every page's panel.
 */
export function problemsShownAt(route: string, problems: Problem[], contentDir: string, root: string, severity: 'error' | 'warning'): Problem[] {
  const pagesFolder = path.relative(root, contentDir).split(path.sep).join('/');
  return problems.filter((problem) => {
    if (problem.severity !== severity) return false;
    if (!problem.file.endsWith('.mdx')) return severity === 'error';
    return routeFromPath(path.posix.relative(pagesFolder, problem.file)) === (route.replace(/\/$/, '') || '/');
  });
}

/** `npm run check`'s report of the content just read, for the terminal the writer started the server from. */
function reportLines(value: Prepared | NotPrepared): string[] {
  const pageCount = 'content' in value ? value.content.pages.length : 0;
  return formatCheckReport(value.problems, pageCount, { colour: wantsColour(process.stdout, process.env) });
}
