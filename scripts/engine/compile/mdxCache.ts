/**
 * The site's MDX compiler, with its output kept between builds (see diskCache.ts), so a rebuild
 * compiles only the pages that changed (compiling is the largest part of a cold build).
 *
 * An entry is found by a hash of everything that shapes the compiled code:
 * - the source as given (frontmatter blanked, Vietnamese composed: see mdxSource) and its path;
 * - the compile options: every remark/rehype plugin (by name) and its options;
 * - the installed versions of @mdx-js/mdx and the plugin packages, and of everything they depend on;
 * - the files of any plugin written here in the project (`files`).
 * Components are not part of it: compiled MDX takes them from the `components` prop at render time
 * (pages/content/+Page.tsx), so editing a block changes no compiled page.
 */
import path from 'node:path';
import { createProcessor, type CompileOptions } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { blankFrontmatter } from '../parse/splitFrontmatter.ts';
import { plainText } from '../read/readSource.ts';
import { describe, fileHashes, openDiskCache, packageVersions, type DiskCache } from '../core/diskCache.ts';

/** Bump when the compiled form or the recipe of the key changes. */
const FORMAT = 1;

/** What the site may set; the formats are fixed (see compile): every content file is MDX. */
export type MdxOptions = Omit<CompileOptions, 'format' | 'outputFormat' | 'development' | 'SourceMapGenerator'>;

export interface MdxCompiler {
  /**
   * The file holding the page's compiled code, compiled now or reused when nothing that shapes it
   * has changed. The code is the body of a function that takes `{ Fragment, jsx, jsxs }`
   * (react/jsx-runtime) and returns `{ default: MDXContent }` (see renderer/loadMdx.ts).
   */
  compile(source: string, file: string): Promise<string>;
  /**
   * The same from the page's tree, as the parser of parse/outlineMdx.ts gives it for `source`, so
   * the page is not parsed twice: the file, or undefined when it does not compile (compile() then
   * says why, at its line). The tree is changed; it is of no use after.
   */
  compileTree(tree: Root, source: string, file: string): string | undefined;
  /** Pages reused and compiled since the last reset. */
  stats: DiskCache['stats'];
  /** Where the entries are. */
  folder: string;
}

export function createMdxCompiler(options: MdxOptions, { root, packages, files = [], dir }: {
  /** The project root: packages are resolved from it, and paths in keys are relative to it. */
  root: string;
  /** npm packages whose code shapes the output besides MDX itself: the remark and rehype plugins. */
  packages: string[];
  /** Files of plugins written in the project, relative to root (with what they import). */
  files?: string[];
  /** The cache folder; see cacheRoot in diskCache.ts. */
  dir?: string;
}): MdxCompiler {
  const versions = packageVersions(['@mdx-js/mdx', ...packages], root);
  const fingerprint = { FORMAT, versions, files: fileHashes(files, root), options: describe(options) };
  const cache = openDiskCache('mdx', fingerprint, { root, dir, extension: '.js' });
  // One processor for every page, made at the first page not in the cache: making one per page
  // (as `compile` does) set up rehype-highlight's languages again each time, 2 ms a page.
  let processor: ReturnType<typeof createProcessor> | undefined;
  const processorOf = () => (processor ??= createProcessor({ ...options, format: 'mdx', outputFormat: 'function-body' }));
  const keyOf = (source: string, file: string) => `${path.relative(root, file).split(path.sep).join('/')}\0${source}`;
  return {
    stats: cache.stats,
    folder: cache.folder,
    async compile(source, file) {
      const key = keyOf(source, file);
      const cached = cache.find(key);
      if (cached) return cached;
      // A function body rather than a module: the server render reads it from the cache instead
      // of the bundler carrying one module per page (render/contentPlugin.ts, virtual:mdx-pages).
      const code = await processorOf().process({ path: file, value: source });
      return cache.write(key, String(code));
    },
    compileTree(tree, source, file) {
      const key = keyOf(source, file);
      const cached = cache.find(key);
      if (cached) return cached;
      const compiler = processorOf();
      const vfile = new VFile({ path: file, value: source });
      try {
        // Typed as the tree after the parse step's plugins, which is what the parser's mdast becomes in run.
        const parsed = tree as unknown as Parameters<typeof compiler.runSync>[0];
        // Every plugin of the site's is synchronous; one that is not throws here, and compile() does it.
        return cache.write(key, String(compiler.stringify(compiler.runSync(parsed, vfile), vfile)));
      } catch {
        return undefined;
      }
    },
  };
}

/** A content file as MDX compiles it: frontmatter blanked (lines kept, so errors point at the file's lines), decomposed Vietnamese composed. */
export function mdxSource(raw: string): string {
  return blankFrontmatter(plainText(raw)).normalize('NFC');
}

/** `path:line:col  mdx  reason`, as `npm run check` words it. */
export function describeCompileError(file: string, error: unknown): string {
  const { line, column, reason } = error as { line?: number; column?: number; reason?: string };
  return `${file}:${line ?? 1}:${column ?? 1}  mdx  ${reason ?? String(error)}`;
}
