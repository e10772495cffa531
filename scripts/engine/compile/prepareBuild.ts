/**
 * The first step of `npm run build`, in a process of its own: reads and validates the content,
 * compiles every page's MDX into the cache while the pages' photos are made (images/, cached too),
 * and answers with what the audit of the built site needs, or with the problems that stop the build;
 * the validated content, the pictures and where each page's compiled code is are left in the file
 * SITE_PREPARED_CONTENT names, for the build to write into its output (derive/contentFiles.ts).
 * A process of its own because reading and compiling thousands of pages leaves memory behind
 * that the rest of the build should not carry: it is returned when the process ends.
 *
 * The share cards missing from the cache are handed to the build as soon as the content is read
 * (prepareBuildInChild's onMissingCards), which draws them beside this step and the Vite build:
 * drawing is most of a cold build's work, and waiting for it here left a core idle for the rest.
 * Run on its own, this step draws them itself.
 */
import { closeSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContent, type LoadDefinition } from '../derive/loadContent.ts';
import { clientFiles, forVisitors } from '../derive/contentFiles.ts';
import { PREPARED_CONTENT_ENV, writePreparedContent } from '../derive/preparedContent.ts';
import { listPageFiles } from '../read/listContentFiles.ts';
import { createMdxCompiler, mdxSource } from './mdxCache.ts';
import type { ShareCardFacts } from './shareCards/shareCardFacts.ts';
import { drawMissingShareCards, missingShareCards } from './shareCards/drawMissingShareCards.ts';
import { pageCards } from './shareCards/pageCards.ts';
import { CARDS_FD_ENV, type Prepared } from './prepareBuildInChild.ts';
import { mdxCode, mdxOptions } from './mdxOptions.ts';
import { pictureRequests } from './images/pictureRequests.ts';
import { processImages } from './images/processImages.ts';
import { contentDir, projectRoot } from '../core/paths.ts';
import type { CompileDefinition } from './compileDefinition.ts';
import type { Frontmatter } from '../core/frontmatter.ts';

/** What the build's first step needs of a site's definition. */
export type PrepareDefinition = LoadDefinition & CompileDefinition<Frontmatter, Record<string, unknown>>;

export async function prepareBuild(definition: PrepareDefinition, contentDir: string, root: string): Promise<Prepared> {
  const compiler = createMdxCompiler(mdxOptions, { root, ...mdxCode });
  // Each page's compiled code, by its file relative to root: compiled from the tree parsed now where
  // it can be, by the loop below otherwise.
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const mdx: Record<string, string> = {};
  const loaded = loadContent(definition, contentDir, root, {
    usePageTree: (file, body, tree) => {
      const compiled = compiler.compileTree(tree, body, path.join(root, file));
      if (compiled) mdx[relative(path.join(root, file))] = compiled;
    },
  });
  const errors = loaded.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) return { errors };

  // The share cards are drawn meanwhile, in a process of their own: side by side with the MDX compile.
  const published = loaded.pages.filter((page) => page.status === 'published');
  const cards = pageCards(definition, published, loaded.data);
  const facts = cards.map((card) => card.facts);
  const drawing = handOffMissingCards(facts, root) ?? drawMissingShareCards(facts, root);
  // Awaited after the compile; this only keeps a failure from counting as unhandled until then.
  drawing.catch(() => undefined);
  // And the photos: sharp resizes and encodes them in threads of its own (images/processImages.ts).
  const picturing = processImages(pictureRequests(definition, { pages: published, data: loaded.data }, root), { root });
  for (const file of listPageFiles(contentDir)) {
    if (relative(file) in mdx) continue;
    try {
      mdx[relative(file)] = await compiler.compile(mdxSource(readFileSync(file, 'utf8')), file);
    } catch (error) {
      const { line = 1, column = 1, reason } = error as { line?: number; column?: number; reason?: string };
      errors.push({ file: relative(file), line, column, rule: 'mdx', severity: 'error', message: reason ?? String(error) });
    }
  }
  const cardStats = await drawing;
  const pictures = await picturing;
  errors.push(...pictures.problems);
  if (errors.length > 0) return { errors };
  // The build writes the content's files from here instead of reading it again: as visitors get it.
  const handOff = process.env[PREPARED_CONTENT_ENV];
  if (handOff) {
    const visible = forVisitors(definition, loaded, false);
    writePreparedContent(handOff, visible, { images: { sets: pictures.sets, files: pictures.files }, mdx, files: clientFiles(definition, visible.pages, visible.data) });
  }
  // Standard output carries the answer; the log goes to standard error.
  console.error(`MDX: ${compiler.stats.computed} page(s) compiled, ${compiler.stats.reused} reused from ${path.relative(root, compiler.folder)}`);
  console.error(`Share cards: ${cardStats.computed} drawn, ${cardStats.reused} reused`);
  console.error(`Images: ${pictures.made} picture set(s) made, ${pictures.reused} reused`);
  return {
    plan: {
      pages: published.map(({ route, file }) => ({ route, file })),
      unpublished: loaded.pages.filter((page) => page.status !== 'published').map((page) => page.route),
      embedHosts: [...(definition.embedHosts?.(loaded.data) ?? [])],
      siteUrl: definition.siteUrl(loaded.data),
      cards,
    },
  };
}

/** Writes the cards missing from the cache to the build that draws them, if it asked for them; undefined if not. */
function handOffMissingCards(cards: ShareCardFacts[], root: string): Promise<{ reused: number; computed: number }> | undefined {
  const fd = process.env[CARDS_FD_ENV];
  if (fd === undefined) return undefined;
  const missing = missingShareCards(cards, root);
  writeSync(Number(fd), JSON.stringify(missing));
  closeSync(Number(fd));
  return Promise.resolve({ reused: cards.length - missing.length, computed: missing.length });
}

// Run as a script (prepareBuildInChild.ts): the site's definition is the module its one argument names,
// as the build's entry point gave it, since the engine imports no site.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { site } = await import(pathToFileURL(process.argv[2] ?? '').href) as { site: PrepareDefinition };
  process.stdout.write(JSON.stringify(await prepareBuild(site, contentDir, projectRoot)));
}
