/**
 * The pictures on the Vite side: `virtual:images` gives the server render the picture sets
 * (derive/pictureSet.ts) that components/parts/Picture.tsx writes into the pages; the client build
 * puts their files into `/_images/`; the dev server serves them.
 * `npm run build` made them in its first step (compile/prepareBuild.ts) and writes them into the
 * output itself, after the Vite build (derive/contentFiles.ts); in dev, or a Vite build run on its
 * own, they are made here, through the same cache.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { pictureRequests } from '../compile/images/pictureRequests.ts';
import { processImages } from '../compile/images/processImages.ts';
import { loadContent, type LoadDefinition } from '../derive/loadContent.ts';
import { BUILD_WRITES_CONTENT_ENV, type PreparedImages } from '../derive/preparedContent.ts';
import { copyPictures, SERVER_FILES, serverFileModule } from '../derive/contentFiles.ts';
import { PICTURE_FOLDER } from '../derive/pictureSet.ts';

const VIRTUAL_ID = 'virtual:images';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

import type { CompileDefinition } from '../compile/compileDefinition.ts';
import type { Frontmatter } from '../core/frontmatter.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif', '.svg': 'image/svg+xml',
};
/** Edits that can change which pictures the pages show, or the pictures themselves. */
const AFFECTS_PICTURES = /\.(mdx|yaml|jpe?g|png|gif|webp|avif|svg)$/i;

export function imagesPlugin({ definition, contentDir, root }: { definition: LoadDefinition & CompileDefinition<Frontmatter, Record<string, unknown>>; contentDir: string; root: string }): Plugin {
  let isDev = false;
  let made: Promise<PreparedImages> | undefined;
  const make = (): Promise<PreparedImages> => made ??= (async () => {
    // Drafts are shown in dev only, like the pages (contentPlugin.ts).
    const { pages, data } = loadContent(definition, contentDir, root);
    const { sets, files } = await processImages(pictureRequests(definition, { pages: isDev ? pages : pages.filter((page) => page.status === 'published'), data }, root), { root });
    return { sets, files };
  })();

  return {
    name: 'site-images',
    // One instance for the client and server builds, so the pictures are looked up once.
    sharedDuringBuild: true,
    configResolved(config) {
      isDev = config.command === 'serve';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!isDev && this.environment.name !== 'ssr') this.error('virtual:images is for the server render only: the client code must not import it');
      if (isDev) {
        const { sets } = await make();
        return `export const images = JSON.parse(${JSON.stringify(JSON.stringify(sets))});\n`;
      }
      // A build's server code reads them from a file beside it when it runs (contentFiles.ts).
      if (!process.env[BUILD_WRITES_CONTENT_ENV]) this.emitFile({ type: 'asset', fileName: SERVER_FILES.images, source: JSON.stringify((await make()).sets) });
      return serverFileModule(SERVER_FILES.images, 'export const images = value;');
    },
    async writeBundle({ dir }) {
      if (this.environment.name !== 'client' || !dir || process.env[BUILD_WRITES_CONTENT_ENV]) return;
      copyPictures(dir, (await make()).files);
    },
    configureServer(server) {
      server.middlewares.use(`/${PICTURE_FOLDER}/`, (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').slice(1).split('?')[0] ?? '');
        make().then(({ files }) => {
          const file = files[name];
          if (!file) return next();
          res.setHeader('Content-Type', CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream');
          createReadStream(file).pipe(res);
        }, next);
      });
    },
    hotUpdate({ file, server }) {
      const inProject = [contentDir, path.join(root, 'public')].some((folder) => !path.relative(folder, file).startsWith('..'));
      if (!inProject || !AFFECTS_PICTURES.test(file)) return;
      made = undefined;
      const module = this.environment.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) this.environment.moduleGraph.invalidateModule(module);
      // Pages are rendered on the server: a new photo needs a fresh render.
      if (!/\.(mdx|yaml)$/i.test(file)) server.ws.send({ type: 'full-reload' });
    },
  };
}
