/**
 * The first step of `npm run build`, in a process of its own: reads and validates the content,
 * compiles every page's MDX into the cache (the Vite build then finds each one compiled) while the
 * pages' photos are made (images/, cached too, handed to the Vite build with the content), and
 * answers with what the audit of the built site needs, or with the problems that stop the build; the
 * validated content itself is left in the file SITE_PREPARED_CONTENT names, for the Vite build.
 * A process of its own because reading and compiling thousands of pages leaves memory behind
 * that the rest of the build should not carry: it is returned when the process ends.
 *
 * The share cards missing from the cache are handed to the build as soon as the content is read
 * (prepareBuildInChild's onMissingCards), which draws them beside this step and the Vite build:
 * drawing is most of a cold build's work, and waiting for it here left a core idle for the rest.
 * Run on its own, this step draws them itself.
 */
import { spawn } from 'node:child_process';
import { closeSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadContent } from '../derive/loadContent.ts';
import { PREPARED_CONTENT_ENV, writePreparedContent } from '../derive/preparedContent.ts';
import { listPageFiles } from '../read/listContentFiles.ts';
import { createMdxCompiler, mdxSource } from './mdxCache.ts';
import type { ShareCardFacts } from './shareCards/cardFacts.ts';
import { drawMissingShareCards, missingShareCards } from './shareCards/drawMissingShareCards.ts';
import { pageCards, type PageCard } from './shareCards/pageCards.ts';
import { mdxCode, mdxOptions } from './mdxOptions.ts';
import { pictureRequests } from './images/pictureRequests.ts';
import { processImages } from './images/processImages.ts';
import { contentDir, projectRoot } from '../core/paths.ts';
import type { Problem } from '../core/problem.ts';

/** What the build needs from the content once it is valid. */
export interface BuildPlan {
  /** Published pages, to build and audit. */
  pages: { route: string; file: string }[];
  /** Routes of pages left out now (drafts, scheduled), to say why a link to one fails. */
  unpublished: string[];
  /** Hosts allowed in iframes (site.yaml). */
  embedHosts: string[];
  siteUrl: string;
  /** The pages' share cards, to copy into the built site. */
  cards: PageCard[];
}

/** The file descriptor the missing share cards are written to (as JSON), when the build draws them. */
const CARDS_FD_ENV = 'SITE_MISSING_CARDS_FD';

export type Prepared = { plan: BuildPlan } | { errors: Problem[] };

export async function prepareBuild(contentDir: string, root: string): Promise<Prepared> {
  const loaded = loadContent(contentDir, root);
  const errors = loaded.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) return { errors };

  // The share cards are drawn meanwhile, in a process of their own: side by side with the MDX compile.
  const published = loaded.pages.filter((page) => page.status === 'published');
  const cards = pageCards(published, loaded.data);
  const facts = cards.map((card) => card.facts);
  const drawing = handOffMissingCards(facts, root) ?? drawMissingShareCards(facts, root);
  // Awaited after the compile; this only keeps a failure from counting as unhandled until then.
  drawing.catch(() => undefined);
  // And the photos: sharp resizes and encodes them in threads of its own (images/processImages.ts).
  const picturing = processImages(pictureRequests({ pages: published, data: loaded.data }, root), { root });
  const compiler = createMdxCompiler(mdxOptions, { root, ...mdxCode });
  for (const file of listPageFiles(contentDir)) {
    try {
      await compiler.compile(mdxSource(readFileSync(file, 'utf8')), file);
    } catch (error) {
      const { line = 1, column = 1, reason } = error as { line?: number; column?: number; reason?: string };
      errors.push({ file: path.relative(root, file).split(path.sep).join('/'), line, column, rule: 'mdx', severity: 'error', message: reason ?? String(error) });
    }
  }
  const cardStats = await drawing;
  const pictures = await picturing;
  errors.push(...pictures.problems);
  if (errors.length > 0) return { errors };
  // The Vite build takes the content from here instead of reading it again.
  const handOff = process.env[PREPARED_CONTENT_ENV];
  if (handOff) writePreparedContent(handOff, loaded, { sets: pictures.sets, files: pictures.files });
  // Standard output carries the answer; the log goes to standard error.
  console.error(`MDX: ${compiler.stats.computed} page(s) compiled, ${compiler.stats.reused} reused from ${path.relative(root, compiler.folder)}`);
  console.error(`Share cards: ${cardStats.computed} drawn, ${cardStats.reused} reused`);
  console.error(`Images: ${pictures.made} picture set(s) made, ${pictures.reused} reused`);
  return {
    plan: {
      pages: published.map(({ route, file }) => ({ route, file })),
      unpublished: loaded.pages.filter((page) => page.status !== 'published').map((page) => page.route),
      embedHosts: loaded.data.site.embedHosts,
      siteUrl: loaded.data.site.url,
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

/**
 * Runs prepareBuild in a child process (this module, run as a script, with the loader this process has).
 * `onMissingCards` is given the share cards missing from the cache as soon as the content is read
 * (not at all when it is invalid), for the caller to draw; without it the child draws them.
 */
export function prepareBuildInChild(cwd: string, { onMissingCards }: { onMissingCards?: (cards: ShareCardFacts[]) => void } = {}): Promise<Prepared> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      cwd,
      stdio: ['ignore', 'pipe', 'inherit', onMissingCards ? 'pipe' : 'ignore'],
      env: onMissingCards ? { ...process.env, [CARDS_FD_ENV]: '3' } : process.env,
    });
    const answer: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => answer.push(chunk));
    const cards = child.stdio[3];
    if (onMissingCards && cards) {
      const text: Buffer[] = [];
      cards.on('data', (chunk: Buffer) => text.push(chunk));
      cards.on('end', () => {
        const missing = text.length > 0 ? JSON.parse(Buffer.concat(text).toString('utf8')) as ShareCardFacts[] : [];
        if (missing.length > 0) onMissingCards(missing);
      });
    }
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`preparing the build failed (exit code ${code})`));
      else resolve(JSON.parse(Buffer.concat(answer).toString('utf8')) as Prepared);
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(JSON.stringify(await prepareBuild(contentDir, projectRoot)));
}
