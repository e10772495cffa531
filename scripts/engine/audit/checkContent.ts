/**
 * Everything `npm run check` verifies, from the content alone, without building: the shared data
 * and every page's frontmatter (schemas, references, facts, NFC, consistency, placeholders,
 * publishing) and MDX (blocks and their props, ids, raw HTML, Markdown that would show as typed),
 * every address the content writes (pages, anchors, files in public/, images, embeds, new-tab
 * links: validate/links/), and the spelling of every page and data file (validate/spelling/).
 * `npm run build` reads the same but the spelling, then audits the built HTML as a safety net.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent, type LoadDefinition, type LoadedContent } from '../derive/loadContent.ts';
import type { Problem } from '../core/problem.ts';
import { changedFiles } from '../read/changedFiles.ts';
import { DATA_FOLDER, listPageFiles } from '../read/listContentFiles.ts';
import { openSpellChecker } from '../validate/spelling/checkSpelling.ts';
import { inFileOrder } from '../validate/inFileOrder.ts';

export interface CheckOptions {
  /** The branch a pull request goes into (`origin/main`): files changed since the branch left it count as the writer's change too. */
  base?: string;
}

/**
 * `pageCount`: every page file checked, those left out for a mistake of their own included. What the
 * writer has just changed, as git says (read/changedFiles.ts), is told to the checks that speak up
 * only about it (an event already over).
 */
export async function checkContent(definition: LoadDefinition, contentDir: string, root: string, { base }: CheckOptions = {}): Promise<Pick<LoadedContent, 'pages' | 'problems'> & { pageCount: number }> {
  const changed = changedFiles(root, base ? { base } : {});
  const { pages, problems } = loadContent(definition, contentDir, root, { changed });
  const pageFiles = listPageFiles(contentDir);
  const dataDir = path.join(contentDir, DATA_FOLDER);
  const dataFiles = readdirSync(dataDir).filter((name) => name.endsWith('.yaml')).map((name) => path.join(dataDir, name));
  const spelling = await openSpellChecker(root);
  const misspelt = [...pageFiles, ...dataFiles].flatMap((file) => spelling.check(path.relative(root, file).split(path.sep).join('/'), readFileSync(file, 'utf8')));
  // A warning in a page the writer has just changed is about their own work: listed, not only counted
  // (checkReport.ts). Not so placeholders, there before the writer came, nor a shared data file's
  // warnings, mostly about entries other than the one edited.
  const own = (problem: Problem): Problem => (problem.severity === 'warning' && problem.rule !== 'example' && problem.file.endsWith('.mdx') && changed.has(problem.file) ? { ...problem, listed: true } : problem);
  return { pages, problems: inFileOrder([...problems, ...misspelt].map(own)), pageCount: pageFiles.length };
}
