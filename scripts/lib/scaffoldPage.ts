/**
 * Writes a new page from its kind's template (scripts/templates/<kind>.mdx), so a writer
 * starts from a page that passes `npm run check` as written and only replaces examples.
 *
 * A course or bootcamp page counts its offering's sessions from its curriculum, and an
 * offering's curriculum may live on one page only: such a page gets an offering of its own,
 * appended to courses.yaml from scripts/templates/offering.yaml, instead of borrowing one.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPageSchema, type PageKind } from '../../content/schema.ts';
import { DATA_FOLDER } from './loadContent.ts';
import { parseYaml } from './parseYaml.ts';

export const templatesDir = path.join(import.meta.dirname, '..', 'templates');

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
  /** Today, for example dates. */
  now: Date;
}

export type ScaffoldResult =
  | { ok: true; kind: PageKind; route: string; page: string; courseId?: string; courses?: string }
  | { ok: false; message: string };

export function scaffoldPage({ kind, slug, contentDir, root, now }: ScaffoldRequest): ScaffoldResult {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const refuse = (message: string): ScaffoldResult => ({ ok: false, message });

  if (!isPageKind(kind)) return refuse(`unknown page kind ${JSON.stringify(kind)}; expected one of ${pageKinds.join(', ')}`);
  if (!slugPattern.test(slug)) {
    return refuse(`invalid slug ${JSON.stringify(slug)}; expected lowercase letters, digits and hyphens, with / for a nested address (e.g. khoa-hoc/n8n)`);
  }
  const segments = slug.split('/');
  if (segments[0] === DATA_FOLDER) return refuse(`invalid slug ${JSON.stringify(slug)}; content/${DATA_FOLDER}/ holds the shared data, not pages`);

  const page = path.join(contentDir, `${slug}.mdx`);
  if (kind === 'home') {
    const home = path.join(contentDir, 'index.mdx');
    if (existsSync(home)) return refuse(`the site has one home page, ${relative(home)}, and it exists; edit that file instead`);
    if (slug !== 'index') return refuse('the home page is content/index.mdx; run `npm run new -- home index`');
  } else if (segments.includes('index')) {
    return refuse(`invalid slug ${JSON.stringify(slug)}; "index" is the home page's name, pick another`);
  }
  if (existsSync(page)) return refuse(`${relative(page)} already exists; pick another slug or edit that file`);
  const sameRoute = path.join(contentDir, slug, 'index.mdx');
  if (existsSync(sameRoute)) return refuse(`/${slug} is already served by ${relative(sameRoute)}; pick another slug`);

  const templateFile = path.join(templatesDir, `${kind}.mdx`);
  if (!existsSync(templateFile)) return refuse(`no template for the kind "${kind}"; expected ${relative(templateFile)}`);

  const route = slug === 'index' ? '/' : `/${slug}`;
  const courseId = kindsWithOwnOffering.has(kind) ? slug.replaceAll('/', '-') : undefined;
  const coursesFile = path.join(contentDir, DATA_FOLDER, 'courses.yaml');
  const start = addDays(now, EXAMPLE_START_IN_DAYS);
  const values: Record<string, string> = {
    route,
    startDate: vietnamDate(start),
    endDate: vietnamDate(addDays(start, EXAMPLE_LENGTH_IN_DAYS)),
    ...(courseId !== undefined && { courseId }),
  };

  let offering: string | undefined;
  let coursesText = '';
  if (courseId !== undefined) {
    coursesText = existsSync(coursesFile) ? readFileSync(coursesFile, 'utf8') : '';
    const courses = parseYaml(coursesText);
    if (courses.errors.length > 0) return refuse(`${relative(coursesFile)} does not parse; fix it first (npm run check shows where)`);
    if (isRecord(courses.value) && courseId in courses.value) {
      return refuse(`the course id "${courseId}" already exists in ${relative(coursesFile)}; pick another slug, or write the page by hand with offering: ${courseId}`);
    }
    offering = fillTemplate(readFileSync(path.join(templatesDir, 'offering.yaml'), 'utf8'), values);
  }

  mkdirSync(path.dirname(page), { recursive: true });
  // `wx` refuses to overwrite, should the file have appeared since the check above.
  writeFileSync(page, fillTemplate(readFileSync(templateFile, 'utf8'), values), { flag: 'wx' });
  if (offering === undefined) return { ok: true, kind, route, page: relative(page) };

  const separator = coursesText === '' || coursesText.endsWith('\n') ? '' : '\n';
  appendFileSync(coursesFile, separator + offering);
  return { ok: true, kind, route, page: relative(page), courseId, courses: relative(coursesFile) };
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

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** The calendar date in Vietnam (UTC+7, no daylight saving) as YYYY-MM-DD. */
function vietnamDate(date: Date): string {
  return new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}
