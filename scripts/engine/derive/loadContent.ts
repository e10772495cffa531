/**
 * Reads content/: validates every shared data file and every page's
 * frontmatter, and collects every problem at once instead of stopping at the first.
 * Used by `npm run check`, the build and the dev server alike.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { createPageSchema, dataSchemas, type DataName, type PageFrontmatter, type ParsedSiteData, type SiteData } from '../../../content/schema.ts';
import { countOf } from '../../../lib/countOf.ts';
import { routeFromPath } from '../../../lib/routeFromPath.ts';
import { dottedNumberErrors, droppedCommentWarnings, nfcWarning, publishNote, publishStatus, scheduleConsistency, siteToday, type PublishStatus } from '../validate/contentRules.ts';
import { deriveFacts, type DataSource } from './deriveFacts.ts';
import { outlineMdx } from '../parse/mdxOutline.ts';
import { describeIssue } from '../validate/describeIssue.ts';
import { parseYaml, type ParsedYaml } from '../parse/parseYaml.ts';
import { withSameEventFacts, type RawPage } from '../validate/sameEvent.ts';
import type { Problem } from '../core/problem.ts';

/** The folder of shared data files; everything else under content/ that ends in .mdx is a page. */
export const DATA_FOLDER = 'data';

export interface ContentPage {
  /** Path from the project root, for messages. */
  file: string;
  route: string;
  frontmatter: PageFrontmatter;
  /** The MDX after the frontmatter. */
  body: string;
  /** Out now, or a draft, scheduled or taken down (see contentRules.ts). */
  status: PublishStatus;
  /** The parsed frontmatter, to locate a field for a message. */
  yaml: ParsedYaml;
  /** Text of the MDX's Markdown headings, for the search index. */
  headings: string[];
}

export interface LoadedContent {
  data: SiteData;
  pages: ContentPage[];
  problems: Problem[];
}

export interface LoadOptions {
  /** Today as the build sees it (YYYY-MM-DD); SITE_NOW or the date in Vietnam by default. */
  today?: string;
}

/**
 * Everything under content/, validated. Pages that are not published now (drafts, scheduled,
 * taken down) are returned with their status; callers building for visitors use only published ones.
 */
export function loadContent(contentDir: string, root = process.cwd(), { today = siteToday() }: LoadOptions = {}): LoadedContent {
  const problems: Problem[] = [];
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

  const { data, sources } = loadData(contentDir, relative, problems);
  // When a data file is invalid, its ids still come from what was written, so one mistake there
  // is reported once, not again on every page that refers to it.
  const idsOf = (name: 'instructors' | 'courses' | 'contacts') =>
    Object.keys(data[name] ?? (sources[name]?.yaml.value as Record<string, unknown> | undefined) ?? {});
  const pageSchema = createPageSchema({ instructors: idsOf('instructors'), courses: idsOf('courses'), contacts: idsOf('contacts') });
  const kinds = pageSchema.options.map((option) => option.shape.type.value);

  // First every page's YAML, so a page can take facts from another (sameEvent.ts); then validation.
  const readPages: (RawPage & { body: string; lineOfBody: number })[] = [];
  for (const absolute of listPageFiles(contentDir)) {
    const file = relative(absolute);
    const raw = readFileSync(absolute, 'utf8');
    const nfc = nfcWarning(file, raw);
    if (nfc) problems.push(nfc);
    const source = raw.normalize('NFC');
    if (!/^---\r?\n/.test(source)) {
      problems.push(error(file, 1, 1, 'frontmatter', 'missing; expected a --- block with at least type, title and description'));
      continue;
    }
    // gray-matter only splits the block; YAML is parsed by `yaml` for positions and
    // to keep dates as text (js-yaml would turn them into UTC Date objects).
    const { matter: yamlText, content: body } = matter(source, { engines: { yaml: () => ({}) } });
    const yaml = parseYaml(yamlText);
    if (reportSyntax(yaml, file, problems)) continue;
    problems.push(...exampleWarnings(yaml, file), ...droppedCommentWarnings(file, yamlText, 0), ...dottedNumberErrors(file, yamlText, 0));

    const kind = (yaml.value as { type?: unknown } | undefined)?.type;
    if (typeof kind !== 'string' || !kinds.includes(kind as never)) {
      const { position } = yaml.locate(['type']);
      problems.push(error(file, position.line, position.column, 'type',
        `${kind === undefined ? 'missing' : `unknown page kind ${JSON.stringify(kind)}`}; expected one of ${kinds.join(', ')}`));
      continue;
    }
    const route = routeFromPath(path.relative(contentDir, absolute));
    readPages.push({ file, route, yaml, body, lineOfBody: source.split('\n').length - body.split('\n').length + 1 });
  }

  const pagesByRoute = new Map(readPages.map((page) => [page.route, page]));
  const pages: ContentPage[] = [];
  for (const { file, route, yaml, body, lineOfBody } of readPages) {
    const frontmatter = withSameEventFacts({ file, route, yaml }, pagesByRoute);
    if (frontmatter.problems.length > 0) {
      problems.push(...frontmatter.problems);
      continue;
    }
    const result = pageSchema.safeParse(frontmatter.value, { reportInput: true });
    if (!result.success) {
      problems.push(...issuesToProblems(result.error.issues, yaml, file));
      continue;
    }
    problems.push(...checkCounts(result.data, yaml, file));
    const outline = outlineMdx(body, file, lineOfBody);
    if ('problem' in outline) {
      problems.push(outline.problem);
      continue;
    }
    const page: ContentPage = { file, route, frontmatter: result.data, body, yaml, headings: outline.headings, status: publishStatus(result.data, today) };
    const note = publishNote(page, page.status);
    if (note) problems.push(note);
    pages.push(page);
  }

  pages.sort((a, b) => a.route.localeCompare(b.route));
  problems.push(...scheduleConsistency(pages));
  // Derived facts need every data file; with one missing, its own error is what matters.
  if (Object.keys(dataSchemas).some((name) => !(name in data))) return { data: data as SiteData, pages, problems: inFileOrder(problems) };
  const derived = deriveFacts(data as ParsedSiteData, pages, sources.courses);
  return { data: derived.data, pages, problems: inFileOrder([...problems, ...derived.problems]) };
}

/** Problems file by file, top to bottom, as a writer fixes them. */
function inFileOrder(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** Every page file under contentDir, outside the data folder, in a stable order. */
export function listPageFiles(contentDir: string): string[] {
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => path.relative(contentDir, file).split(path.sep)[0] !== DATA_FOLDER)
    .sort();
}

function loadData(contentDir: string, relative: (file: string) => string, problems: Problem[]) {
  const data: Partial<Record<DataName, unknown>> = {};
  const parsed: Partial<Record<DataName, ParsedYaml>> = {};
  const sources: Partial<Record<DataName, DataSource>> = {};
  for (const name of Object.keys(dataSchemas) as DataName[]) {
    const absolute = path.join(contentDir, DATA_FOLDER, `${name}.yaml`);
    const file = relative(absolute);
    if (!existsSync(absolute)) {
      problems.push(error(file, 1, 1, name, 'missing file; every shared data file must exist'));
      continue;
    }
    const raw = readFileSync(absolute, 'utf8');
    const nfc = nfcWarning(file, raw);
    if (nfc) problems.push(nfc);
    const yaml = parseYaml(raw.normalize('NFC'));
    if (reportSyntax(yaml, file, problems)) continue;
    problems.push(...droppedCommentWarnings(file, raw.normalize('NFC')), ...dottedNumberErrors(file, raw.normalize('NFC')));
    parsed[name] = yaml;
    sources[name] = { file, yaml };
    problems.push(...exampleWarnings(yaml, file));
    const result = dataSchemas[name].safeParse(yaml.value, { reportInput: true });
    if (result.success) data[name] = result.data;
    else problems.push(...issuesToProblems(result.error.issues, yaml, file));
  }
  checkNavContacts(data as Partial<ParsedSiteData>, parsed.nav, relative(path.join(contentDir, DATA_FOLDER, 'nav.yaml')), problems);
  return { data: data as Partial<ParsedSiteData>, sources };
}

/** A stat counted from a list (`countOf: goals`) must name a list the page has. */
function checkCounts(frontmatter: PageFrontmatter, yaml: ParsedYaml, file: string): Problem[] {
  if (!('stats' in frontmatter) || !frontmatter.stats) return [];
  return frontmatter.stats.flatMap((stat, index) => {
    if (stat.countOf === undefined || countOf(frontmatter, stat.countOf) !== undefined) return [];
    const { position } = yaml.locate(['stats', index, 'countOf']);
    return [error(file, position.line, position.column, `stats.${index}.countOf`,
      `nothing to count: "${stat.countOf}" is not a list on this page; expected curriculum, exercises, instructors or the name of a card list`, 'count')];
  });
}

/** Nav entries may open a shared contact; the id must exist in contacts.yaml. */
function checkNavContacts(data: Partial<ParsedSiteData>, yaml: ParsedYaml | undefined, file: string, problems: Problem[]) {
  if (!data.nav || !data.contacts || !yaml) return;
  const ids = Object.keys(data.contacts);
  data.nav.main.forEach((item, index) => {
    if ('contact' in item && !ids.includes(item.contact)) {
      const { position } = yaml.locate(['main', index, 'contact']);
      problems.push(error(file, position.line, position.column, `main.${index}.contact`, `unknown contact ${JSON.stringify(item.contact)}; expected one of ${ids.join(', ')}`));
    }
  });
}

/** Placeholders (values tagged `!example`) the business must still replace: warnings, not errors. */
function exampleWarnings(yaml: ParsedYaml, file: string): Problem[] {
  return yaml.examples.map((example) => ({ file, ...example.position, rule: 'example', field: example.path, severity: 'warning' as const,
    message: `example value ${JSON.stringify(example.value)} still present; replace it with the real one and drop the !example tag` }));
}

function reportSyntax(yaml: ParsedYaml, file: string, problems: Problem[]): boolean {
  for (const { message, position } of yaml.errors) {
    problems.push(error(file, position.line, position.column, undefined, `invalid YAML: ${message}`, 'yaml'));
  }
  return yaml.errors.length > 0;
}

function issuesToProblems(issues: z.core.$ZodIssue[], yaml: ParsedYaml, file: string): Problem[] {
  return issues.flatMap((issue) => {
    const paths = issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => [...issue.path, key])
      : [issue.path];
    return paths.map((issuePath) => {
      const { position, exact, endLine } = yaml.locate(issuePath);
      const field = issuePath.map(String).join('.') || '(frontmatter)';
      let message = describeIssue(issue.code === 'unrecognized_keys' ? { ...issue, keys: [String(issuePath.at(-1))] } : issue);
      if (!exact) message += ` (in the block at lines ${position.line}–${endLine})`;
      const rule = issue.code === 'custom' && typeof issue.params?.rule === 'string' ? issue.params.rule : 'schema';
      return error(file, position.line, position.column, field, message, rule);
    });
  });
}

function error(file: string, line: number, column: number, field: string | undefined, message: string, rule = 'schema'): Problem {
  return { file, line, column, rule, ...(field === undefined ? {} : { field }), message, severity: 'error' };
}
