/**
 * Compiled MDX for the server render, as `virtual:mdx-pages`: `readCompiledMdx(file)` gives a
 * content file's compiled code, which renderer/loadMdx.ts turns into its component.
 *
 * Every page is compiled through the cache (mdxCache.ts) when the module loads, and the module holds
 * only where each page's code is. `npm run build` has compiled them all before, in prepareBuild.ts:
 * its server code reads where they are from a file the build writes (derive/contentFiles.ts). The
 * bundler never sees the pages: as one bundled module each, they cost it about 0.2 MB apiece until
 * the build ended, and put a 5,000-page build over 2.5 GB.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { listPageFiles } from '../read/listContentFiles.ts';
import { createMdxCompiler, describeCompileError, mdxSource, type MdxOptions } from './mdxCache.ts';
import { SERVER_FILES, serverFileModule } from '../derive/contentFiles.ts';
import { BUILD_WRITES_CONTENT_ENV } from '../derive/preparedContent.ts';

const VIRTUAL_ID = 'virtual:mdx-pages';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function mdxPages({ contentDir, root, options, code }: {
  contentDir: string;
  root: string;
  options: MdxOptions;
  /** The plugins' packages and files (see mdxOptions.ts). */
  code: { packages: string[]; files: string[] };
}): Plugin {
  const compiler = createMdxCompiler(options, { root, ...code });
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

  let isBuild = false;
  const readCompiledMdx = `export function readCompiledMdx(file) {
  if (!(file in compiled)) throw new Error('No compiled MDX for ' + file);
  return readFileSync(compiled[file], 'utf8');
}`;

  return {
    name: 'site-mdx-pages',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // `npm run build` compiled every page in its first step, and writes where each one is (contentFiles.ts).
      if (isBuild && process.env[BUILD_WRITES_CONTENT_ENV]) return serverFileModule(SERVER_FILES.mdx, `const compiled = value;\n${readCompiledMdx}`);
      compiler.stats.reused = 0;
      compiler.stats.computed = 0;
      const compiled: Record<string, string> = {};
      for (const file of listPageFiles(contentDir)) {
        this.addWatchFile(file);
        try {
          compiled[relative(file)] = await compiler.compile(mdxSource(readFileSync(file, 'utf8')), file);
        } catch (error) {
          throw new Error(describeCompileError(relative(file), error), { cause: error });
        }
      }
      const { computed: fresh, reused } = compiler.stats;
      this.environment.logger.info(`MDX: ${fresh} page(s) compiled, ${reused} reused from ${relative(compiler.folder)}`);
      return `import { readFileSync } from 'node:fs';
const compiled = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});
${readCompiledMdx}
`;
    },
    hotUpdate({ file, server }) {
      if (this.environment.name !== 'ssr' || !file.endsWith('.mdx') || path.relative(contentDir, file).startsWith('..')) return;
      const module = this.environment.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) this.environment.moduleGraph.invalidateModule(module);
      // Pages are rendered on the server only: the browser reloads to see the edit.
      server.ws.send({ type: 'full-reload' });
    },
  };
}
