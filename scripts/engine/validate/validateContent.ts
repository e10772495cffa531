/**
 * The content pipeline up to derive: read → parse → validate. Each page file is read and parsed once
 * (frontmatter and MDX, with positions), and every problem is collected (never just the first): the
 * data files against their schemas, every page's frontmatter against its kind's, then the engine's
 * checks and the site's own over every page and across the site. What derive needs comes out with it.
 */
import path from 'node:path';
import { routeFromPath } from '../../../lib/routeFromPath.ts';
import type { Problem } from '../core/problem.ts';
import { parsePage, type PageTreeUse, type ParsedPage } from '../parse/parsePage.ts';
import { listPageFiles } from '../read/listContentFiles.ts';
import { readSource } from '../read/readSource.ts';
import type { ContentPage } from './contentPage.ts';
import { dottedNumberErrors, publishNote, publishStatus, siteNow } from './contentRules.ts';
import { droppedCommentErrors } from './facts/droppedComment.ts';
import { exampleWarnings } from './issuesToProblems.ts';
import { yamlSyntaxProblems } from './yamlSyntax.ts';
import { mdxSyntaxProblem } from './mdxSyntax.ts';
import { pageChecks, siteChecks, writerPageChecks, writerSiteChecks } from './pageChecks.ts';
import type { AnyData, ContentDefinition, PageUnderCheck, SiteUnderCheck } from './underCheck.ts';
import { validateFrontmatter } from './validateFrontmatter.ts';
import { validateData, type DataSource } from './validateData.ts';
import { writtenStrings } from './writtenStrings.ts';

/** Of any site: the engine takes a definition as `defineSite` hands it (scripts/engine/site.ts). */
export interface ValidatedContent {
  /** The shared data files that passed their schemas. */
  data: Partial<AnyData>;
  /** Each data file that parsed, valid or not, to place a problem in it. */
  sources: Partial<Record<string, DataSource>>;
  /** The pages whose frontmatter is valid and whose MDX parsed, by address, with their publishing status. */
  pages: ContentPage[];
  /** Every page whose MDX parsed, as the checks saw it (valid frontmatter or not). */
  underCheck: PageUnderCheck[];
  /** Pages left out for a mistake of their own: what they name is not reported again as missing. */
  failed: ParsedPage[];
  /** In the order found; the caller sorts them for the writer. */
  problems: Problem[];
}

export interface ValidateOptions {
  /** Today as the build sees it (YYYY-MM-DD), for publishing dates. */
  today: string;
  /** The build's clock (ISO instant); SITE_NOW or the real time by default. */
  now?: string;
  /**
   * The files the writer has just added or changed, relative to root (read/changedFiles.ts), as
   * `npm run check` gives them; with them, the checks of the site as the writer leaves it run too
   * (pageChecks.ts: an event already over, a page nothing links to).
   */
  changed?: ReadonlySet<string>;
  /** Given each page's MDX tree as it is parsed (file relative to root): the build compiles from it. */
  usePageTree?: PageTreeUse;
}

export function validateContent(definition: ContentDefinition, contentDir: string, root: string, { today, now = siteNow(), changed, usePageTree }: ValidateOptions): ValidatedContent {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const { data, sources, problems } = validateData(definition, contentDir, relative);

  // Read and parse every page first, so a page can take facts from another (the definition's prepareFrontmatter).
  const parsed: ParsedPage[] = [];
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
  // is reported once, not again on every page that refers to it. A file that is missing or does not
  // parse names no ids at all: every id a page writes is taken as existing until it is fixed.
  const idsOf = (name: ContentDefinition['referenced'][number]) => {
    const written = data[name] ?? sources[name]?.yaml.value;
    return written === undefined ? writtenStrings(parsed.map((page) => page.yaml.value)) : Object.keys(Object(written));
  };
  const pageSchema = definition.pageSchema(Object.fromEntries(definition.referenced.map((name) => [name, idsOf(name)])));
  const validated = validateFrontmatter(parsed, pageSchema, definition, failed);
  problems.push(...validated.problems);

  const underCheck: PageUnderCheck[] = validated.pages.flatMap(({ page, kind, frontmatter }) =>
    page.outline ? [{ file: page.file, route: page.route, kind, frontmatter, yaml: page.yaml, outline: page.outline, source: page.source }] : []);
  const site: SiteUnderCheck = { root, contentDir, definition, data, dataSources: sources, pages: underCheck, today, now, changed: changed ?? new Set() };
  const writerChecks = changed !== undefined;
  for (const page of underCheck) for (const check of [...pageChecks, ...(writerChecks ? writerPageChecks : []), ...definition.pageChecks]) problems.push(...check(page, site));
  for (const check of [...siteChecks, ...(writerChecks ? writerSiteChecks : []), ...definition.siteChecks]) problems.push(...check(site));

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
  return { data, sources, pages, underCheck, failed, problems };
}
