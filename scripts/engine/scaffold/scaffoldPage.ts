/**
 * Writes a new page from its kind's template (scripts/engine/scaffold/templates/<kind>.mdx), so a writer
 * starts from a page that passes `npm run check` as written and only replaces examples.
 *
 * A course or bootcamp page counts its offering's sessions from its curriculum, and an
 * offering's curriculum may live on one page only: such a page gets an offering of its own,
 * appended to courses.yaml from scripts/engine/scaffold/templates/offering.yaml, instead of borrowing one.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPageSchema, type PageKind } from '../../../content/schema.ts';
import { DATA_FOLDER } from '../read/listContentFiles.ts';
import { parseYaml } from '../parse/parseYaml.ts';

export const templatesDir = path.join(import.meta.dirname, 'templates');

/** Every page kind, in the schema's order (the ids do not matter for the kinds). */
export const pageKinds: readonly PageKind[] = createPageSchema({ instructors: [], courses: [], contacts: [] })
  .options.map((option) => option.shape.type.value);

/** Kinds whose page carries the curriculum of its offering, and so needs an offering of its own. */
const kindsWithOwnOffering: ReadonlySet<PageKind> = new Set(['course', 'bootcamp']);

/** Lowercase words of letters and digits joined by hyphens; `/` nests a page (`khoa-hoc/n8n` → /khoa-hoc/n8n). */
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** Days from today to the example start date, so a new event or class is not already over. */
const EXAMPLE_START_IN_DAYS = 30;
const EXAMPLE_LENGTH_IN_DAYS = 60;

export interface ScaffoldRequest {
  kind: string;
  slug: string;
  contentDir: string;
  /** Project root, for the paths in messages. */
  root: string;
  /** Today in Vietnam (YYYY-MM-DD), from which example dates are counted. */
  today: string;
}

export type ScaffoldResult =
  | { ok: true; kind: PageKind; route: string; page: string; courseId?: string; courses?: string }
  | { ok: false; message: string };

export function scaffoldPage({ kind, slug, contentDir, root, today }: ScaffoldRequest): ScaffoldResult {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  if (!isPageKind(kind)) return refuse(`unknown page kind ${JSON.stringify(kind)}; expected one of ${pageKinds.join(', ')}`);
  const slugProblem = findSlugProblem(kind, slug, contentDir, relative);
  if (slugProblem) return refuse(slugProblem);
  const templateFile = path.join(templatesDir, `${kind}.mdx`);
  if (!existsSync(templateFile)) return refuse(`no template for the kind "${kind}"; expected ${relative(templateFile)}`);

  const route = slug === 'index' ? '/' : `/${slug}`;
  const courseId = kindsWithOwnOffering.has(kind) ? slug.replaceAll('/', '-') : undefined;
  const startDate = addDays(today, EXAMPLE_START_IN_DAYS);
  const values: Record<string, string> = {
    route,
    startDate,
    endDate: addDays(startDate, EXAMPLE_LENGTH_IN_DAYS),
    ...(courseId !== undefined && { courseId }),
  };

  const coursesFile = path.join(contentDir, DATA_FOLDER, 'courses.yaml');
  const coursesText = courseId !== undefined && existsSync(coursesFile) ? readFileSync(coursesFile, 'utf8') : '';
  if (courseId !== undefined) {
    const courses = parseYaml(coursesText);
    if (courses.errors.length > 0) return refuse(`${relative(coursesFile)} does not parse; fix it first (npm run check shows where)`);
    if (isRecord(courses.value) && courseId in courses.value) {
      return refuse(`the course id "${courseId}" already exists in ${relative(coursesFile)}; pick another slug, or write the page by hand with offering: ${courseId}`);
    }
  }

  const page = path.join(contentDir, `${slug}.mdx`);
  mkdirSync(path.dirname(page), { recursive: true });
  // `wx` refuses to overwrite, should the file have appeared since the checks above.
  writeFileSync(page, fillTemplate(readFileSync(templateFile, 'utf8'), values), { flag: 'wx' });
  if (courseId === undefined) return { ok: true, kind, route, page: relative(page) };

  const offering = fillTemplate(readFileSync(path.join(templatesDir, 'offering.yaml'), 'utf8'), values);
  appendFileSync(coursesFile, (coursesText === '' || coursesText.endsWith('\n') ? '' : '\n') + offering);
  return { ok: true, kind, route, page: relative(page), courseId, courses: relative(coursesFile) };
}

function refuse(message: string): ScaffoldResult {
  return { ok: false, message };
}

/** Why the slug cannot hold a new page of this kind, if it cannot: its form, a reserved name, or a page already there. */
function findSlugProblem(kind: PageKind, slug: string, contentDir: string, relative: (file: string) => string): string | undefined {
  if (!slugPattern.test(slug)) {
    return `invalid slug ${JSON.stringify(slug)}; expected lowercase letters, digits and hyphens, with / for a nested address (e.g. khoa-hoc/n8n)`;
  }
  const segments = slug.split('/');
  if (segments[0] === DATA_FOLDER) return `invalid slug ${JSON.stringify(slug)}; content/${DATA_FOLDER}/ holds the shared data, not pages`;
  // A page named index is the home page of its folder: only a page of kind home may take that name.
  if (kind !== 'home' && segments.includes('index')) {
    return `invalid slug ${JSON.stringify(slug)}; "index" is the home page's name, pick another`;
  }
  const page = path.join(contentDir, `${slug}.mdx`);
  if (existsSync(page)) return `${relative(page)} already exists; pick another slug or edit that file`;
  const sameRoute = path.join(contentDir, slug, 'index.mdx');
  if (existsSync(sameRoute)) return `/${slug} is already served by ${relative(sameRoute)}; pick another slug`;
  return undefined;
}

function isPageKind(kind: string): kind is PageKind {
  return (pageKinds as readonly string[]).includes(kind);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Replaces `{{name}}` placeholders; a placeholder without a value is a bug in the template, not the writer's. */
function fillTemplate(template: string, values: Record<string, string>): string {
  const filled = template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`template placeholder ${match} has no value`);
    return value;
  });
  // Decomposed Vietnamese from some editors breaks search and anchors: keep every template NFC.
  return filled.normalize('NFC');
}

/** A calendar date (YYYY-MM-DD) some days later; computed in UTC, where no day is skipped or doubled. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
