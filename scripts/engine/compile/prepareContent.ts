/**
 * The content as a build renders it and the dev server serves it, made in one place for both: read
 * and validate everything (derive/loadContent.ts), compile every page's MDX through the cache from
 * the tree parsed to validate it where it can be, and make the pictures the pages show (images/,
 * cached too, in sharp's own threads meanwhile). A build takes the published pages only; the dev
 * server all of them, drafts and scheduled ones too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { forVisitors, siteFiles } from '../derive/contentFiles.ts';
import { loadContent, type LoadDefinition } from '../derive/loadContent.ts';
import type { PreparedContent } from '../derive/preparedContent.ts';
import type { Frontmatter } from '../core/frontmatter.ts';
import type { Problem } from '../core/problem.ts';
import { listPageFiles } from '../read/listContentFiles.ts';
import type { CompileDefinition } from './compileDefinition.ts';
import { pictureRequests } from './images/pictureRequests.ts';
import { processImages } from './images/processImages.ts';
import { createMdxCompiler, mdxSource } from './mdxCache.ts';
import { mdxCode, mdxOptions } from './mdxOptions.ts';
import { pageCards, type PageCard } from './shareCards/pageCards.ts';

/** What preparing needs of a site's definition. */
export type PrepareDefinition = LoadDefinition & CompileDefinition<Frontmatter, Record<string, unknown>>;

/** What the build needs besides the content it renders. */
export interface BuildPlan {
  /** Pages to build and audit: the published ones (all of them in dev). */
  pages: { route: string; file: string }[];
  /** Routes of pages left out now (drafts, scheduled), to say why a link to one fails. */
  unpublished: string[];
  /** Hosts allowed in iframes (site.yaml). */
  embedHosts: string[];
  siteUrl: string;
  /** The pages' share cards. */
  cards: PageCard[];
}

export interface Prepared {
  content: PreparedContent;
  plan: BuildPlan;
  /** Every problem found: a build stops on any error, the dev server shows them. */
  problems: Problem[];
  stats: { mdx: { computed: number; reused: number }; pictures: { made: number; reused: number } };
}

/** Content a build cannot be made from: only its problems. */
export interface NotPrepared {
  problems: Problem[];
}

/**
 * `includeUnpublished`: the dev server's view, drafts and scheduled pages too. With errors in the
 * content, what could be made is still returned, for the dev server to render the pages the errors
 * leave alone; a build stops.
 */
export async function prepareContent(definition: PrepareDefinition, contentDir: string, root: string, { includeUnpublished = false } = {}): Promise<Prepared | NotPrepared> {
  const compiler = createMdxCompiler(mdxOptions, { root, ...mdxCode });
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  // Each page's compiled code, by its file relative to root: compiled from the tree parsed to
  // validate it where it can be, by the loop below otherwise.
  const mdx: Record<string, string> = {};
  const loaded = loadContent(definition, contentDir, root, {
    usePageTree: (file, body, tree) => {
      const compiled = compiler.compileTree(tree, body, path.join(root, file));
      if (compiled) mdx[relative(path.join(root, file))] = compiled;
    },
  });
  const problems = [...loaded.problems];
  // A build stops here. The dev server goes on while the errors are in pages, to render the pages
  // they leave alone; not with a mistake in shared data, which every page reads.
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0 && (!includeUnpublished || errors.some((problem) => !problem.file.endsWith('.mdx')))) return { problems };
  const visible = forVisitors(definition, loaded, includeUnpublished);
  // The photos: sharp resizes and encodes them in threads of its own while the MDX compiles.
  const picturing = processImages(pictureRequests(definition, { pages: visible.pages, data: visible.data }, root), { root });
  for (const file of listPageFiles(contentDir)) {
    if (relative(file) in mdx) continue;
    try {
      mdx[relative(file)] = await compiler.compile(mdxSource(readFileSync(file, 'utf8')), file);
    } catch (error) {
      const { line = 1, column = 1, reason } = error as { line?: number; column?: number; reason?: string };
      problems.push({ file: relative(file), line, column, rule: 'mdx', severity: 'error', message: reason ?? String(error) });
    }
  }
  const pictures = await picturing;
  problems.push(...pictures.problems);
  return {
    content: {
      data: visible.data,
      pages: visible.pages.map(({ file, route, frontmatter, status, headings }) => ({ file, route, frontmatter, status, headings })),
      images: { sets: pictures.sets, files: pictures.files },
      mdx,
      files: siteFiles(definition, visible.pages, visible.data),
    },
    plan: {
      pages: visible.pages.map(({ route, file }) => ({ route, file })),
      unpublished: loaded.pages.filter((page) => page.status !== 'published').map((page) => page.route),
      embedHosts: [...(definition.embedHosts?.(loaded.data) ?? [])],
      siteUrl: definition.siteUrl(loaded.data),
      cards: pageCards(definition, visible.pages, visible.data),
    },
    problems,
    stats: { mdx: { ...compiler.stats }, pictures: { made: pictures.made, reused: pictures.reused } },
  };
}
