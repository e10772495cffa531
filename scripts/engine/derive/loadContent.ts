/**
 * The content pipeline up to the facts every page shows: read → parse → validate → derive.
 * Each page file is read and parsed once (frontmatter and MDX, with positions), every problem is
 * collected (never just the first), and the result is what `npm run check` reports and what the
 * build renders. Used by `npm run check`, the build and the dev server alike.
 */
import path from 'node:path';
import type { ContentDefinition } from '../validate/underCheck.ts';
import { routeFromPath } from '../../../lib/routeFromPath.ts';
import type { Problem } from '../core/problem.ts';
import { parsePage, type PageTreeUse, type ParsedPage } from '../parse/parsePage.ts';
import { listPageFiles } from '../read/listContentFiles.ts';
import { readSource } from '../read/readSource.ts';
import type { ContentPage } from '../validate/contentPage.ts';
import { dottedNumberErrors, publishNote, publishStatus, scheduleConsistency, siteNow, siteToday } from '../validate/contentRules.ts';
import { droppedCommentErrors } from '../validate/facts/droppedComment.ts';
import { dropFollowOnProblems } from '../validate/dropFollowOnProblems.ts';
import { exampleWarnings, yamlSyntaxProblems } from '../validate/issuesToProblems.ts';
import { mdxSyntaxProblem } from '../validate/mdxSyntax.ts';
import { pageChecks, siteChecks } from '../validate/pageChecks.ts';
import type { PageUnderCheck, SiteUnderCheck } from '../validate/underCheck.ts';
import { validateFrontmatter } from '../validate/validateFrontmatter.ts';
import { validateData } from '../validate/validateData.ts';
import type { DeriveDefinition } from './deriveDefinition.ts';
import type { Frontmatter } from '../core/frontmatter.ts';
import { resolveProblems } from '../validate/blocks/resolveProblems.ts';

export type { ContentPage } from '../validate/contentPage.ts';

/** What loading needs of a site's definition: what the validators know of it, and what it derives. */
export type LoadDefinition<Facts extends object = Record<string, unknown>> = ContentDefinition & DeriveDefinition<object, Frontmatter, Facts>;

/** `Facts`: the site's data as its pages read it, derived facts included (deriveDefinition.ts). */
export interface LoadedContent<Facts extends object = Record<string, unknown>> {
  data: Facts;
  pages: ContentPage[];
  problems: Problem[];
}

export interface LoadOptions {
  /** Today as the build sees it (YYYY-MM-DD); SITE_NOW or the date in Vietnam by default. */
  today?: string;
  /** The build's clock (ISO instant); SITE_NOW or the real time by default. */
  now?: string;
  /** Given each page's MDX tree as it is parsed (file relative to root): the build compiles from it. */
  usePageTree?: PageTreeUse;
}

/**
 * Everything under content/, validated. Pages that are not published now (drafts, scheduled,
 * taken down) are returned with their status; callers building for visitors use only published ones.
 */
export function loadContent<Facts extends object>(definition: LoadDefinition<Facts>, contentDir: string, root = process.cwd(), { today = siteToday(), now = siteNow(), usePageTree }: LoadOptions = {}): LoadedContent<Facts> {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const { data, sources, problems } = validateData(definition, contentDir, relative);

  // Read and parse every page first, so a page can take facts from another (sameEvent.ts).
  const parsed: ParsedPage[] = [];
  // Pages left out for a mistake of their own: what they name is not reported again as missing.
  const failed: ParsedPage[] = [];
  for (const absolute of listPageFiles(contentDir)) {
    const source = readSource(absolute, relative(absolute));
    problems.push(...source.problems);
    const result = parsePage(source, routeFromPath(path.relative(contentDir, absolute)), usePageTree);
    if ('fence' in result) {
      problems.push({ file: source.file, ...result.fence, rule: 'frontmatter', severity: 'error' });
      continue;
    }
    const { page } = result;
    if (page.mdxError) problems.push(mdxSyntaxProblem(page.file, page.mdxError));
    if (page.yaml.errors.length > 0) {
      problems.push(...yamlSyntaxProblems(page.yaml, page.file));
      failed.push(page);
      continue;
    }
    problems.push(...exampleWarnings(page.yaml, page.file), ...droppedCommentErrors(page.file, page.yamlText, page.yaml, 2), ...dottedNumberErrors(page.file, page.yamlText, 2));
    parsed.push(page);
  }

  // When a data file is invalid, its ids still come from what was written, so one mistake there
  // is reported once, not again on every page that refers to it.
  const idsOf = (name: string) => Object.keys((data as Record<string, object | undefined>)[name] ?? ((sources as Record<string, { yaml: { value: unknown } } | undefined>)[name]?.yaml.value as object | undefined) ?? {});
  const pageSchema = definition.pageSchema(Object.fromEntries(definition.referenced.map((name) => [name, idsOf(name)])));
  const validated = validateFrontmatter(parsed, pageSchema, definition.kinds);
  problems.push(...validated.problems);

  const underCheck: PageUnderCheck[] = validated.pages.flatMap(({ page, kind, frontmatter }) =>
    page.outline ? [{ file: page.file, route: page.route, kind, frontmatter, yaml: page.yaml, outline: page.outline, source: page.source }] : []);
  const site: SiteUnderCheck = { root, contentDir, definition, data, dataSources: sources, pages: underCheck, today };
  for (const page of underCheck) for (const check of [...pageChecks, ...definition.pageChecks]) problems.push(...check(page, site));
  for (const check of [...siteChecks, ...definition.siteChecks]) problems.push(...check(site));

  const pages: ContentPage[] = [];
  for (const { page, frontmatter } of validated.pages) {
    if (!frontmatter || !page.outline) {
      failed.push(page);
      continue;
    }
    const status = publishStatus(frontmatter, today);
    const content: ContentPage = { file: page.file, route: page.route, frontmatter, body: page.body, status, yaml: page.yaml, outline: page.outline, headings: page.outline.headings.map((heading) => heading.text) };
    const note = publishNote(content, status);
    if (note) problems.push(note);
    pages.push(content);
  }
  pages.sort((a, b) => a.route.localeCompare(b.route));
  problems.push(...scheduleConsistency(pages));

  // Derived facts need every data file; with one missing, its own error is what matters, and the
  // data is returned as far as it is valid, for tools that compare it (facts-diff).
  if (Object.keys(definition.data).some((name) => !(name in data))) return { data: data as Facts, pages, problems: inFileOrder(problems) };
  const derived = definition.derive(data, pages, { dataSources: sources, now, failedPages: failed.map((page) => page.yaml.value) });
  // Each block resolved as it will render, from the derived facts: what it needs and lacks is reported now.
  const resolved = derived.problems.length > 0 ? [] : resolveProblems(underCheck.flatMap((page) => page.frontmatter ? [{ ...page, frontmatter: page.frontmatter }] : []), definition.blocks, derived.data);
  return { data: derived.data, pages, problems: inFileOrder([...problems, ...derived.problems, ...resolved]) };
}

/** Problems file by file, top to bottom, as a writer fixes them. */
function inFileOrder(problems: Problem[]): Problem[] {
  return dropFollowOnProblems(problems).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
