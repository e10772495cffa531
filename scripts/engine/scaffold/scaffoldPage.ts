/**
 * Writes a new page from its kind's template (the site's `scaffold.templates`/<kind>.mdx), so a
 * writer starts from a page that passes `npm run check` as written and only replaces examples.
 * A kind whose page needs a data entry of its own (`scaffold.ownEntry`: a course page's offering)
 * gets it appended to its data file from its template, instead of borrowing one.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_FOLDER } from '../read/listContentFiles.ts';
import { parseYaml } from '../parse/parseYaml.ts';
import type { ScaffoldDefinition } from './scaffoldDefinition.ts';

/** What scaffolding reads of a site's definition: its page kinds and how a new page starts. */
export type ScaffoldSite = { kinds: readonly string[] } & ScaffoldDefinition;

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
  | { ok: true; kind: string; route: string; page: string; /** What the writer is told of the data entry added for the page. */ added?: string }
  | { ok: false; message: string };

export function scaffoldPage({ kinds, scaffold }: ScaffoldSite, { kind, slug, contentDir, root, today }: ScaffoldRequest): ScaffoldResult {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  if (!kinds.includes(kind)) return refuse(`không có loại trang ${JSON.stringify(kind)}; dùng một trong ${kinds.join(', ')}`);
  const slugProblem = findSlugProblem(scaffold.homeKinds.includes(kind), slug, contentDir, relative);
  if (slugProblem) return refuse(slugProblem);
  const templateFile = path.join(scaffold.templates, `${kind}.mdx`);
  if (!existsSync(templateFile)) return refuse(`loại "${kind}" chưa có mẫu; cần tệp ${relative(templateFile)}`);

  const route = slug === 'index' ? '/' : `/${slug}`;
  const own = scaffold.ownEntry?.kinds.includes(kind)
    ? { entry: scaffold.ownEntry, id: slug.replaceAll('/', '-'), file: path.join(contentDir, DATA_FOLDER, `${scaffold.ownEntry.data}.yaml`) }
    : undefined;
  const startDate = addDays(today, EXAMPLE_START_IN_DAYS);
  const values: Record<string, string> = {
    route,
    startDate,
    endDate: addDays(startDate, EXAMPLE_LENGTH_IN_DAYS),
    ...(own && { entryId: own.id }),
  };

  const dataText = own && existsSync(own.file) ? readFileSync(own.file, 'utf8') : '';
  if (own) {
    const entries = parseYaml(dataText);
    if (entries.errors.length > 0) return refuse(`${relative(own.file)} đang có lỗi cú pháp; sửa nó trước (npm run check chỉ ra chỗ sai)`);
    if (isRecord(entries.value) && own.id in entries.value) return refuse(own.entry.taken(own.id, relative(own.file)));
  }

  const page = path.join(contentDir, `${slug}.mdx`);
  mkdirSync(path.dirname(page), { recursive: true });
  // `wx` refuses to overwrite, should the file have appeared since the checks above.
  writeFileSync(page, fillTemplate(readFileSync(templateFile, 'utf8'), values), { flag: 'wx' });
  if (!own) return { ok: true, kind, route, page: relative(page) };

  const entry = fillTemplate(readFileSync(path.join(scaffold.templates, own.entry.template), 'utf8'), values);
  appendFileSync(own.file, (dataText === '' || dataText.endsWith('\n') ? '' : '\n') + entry);
  return { ok: true, kind, route, page: relative(page), added: own.entry.added(own.id, relative(own.file)) };
}

function refuse(message: string): ScaffoldResult {
  return { ok: false, message };
}

/** Why the slug cannot hold a new page of this kind, if it cannot: its form, a reserved name, or a page already there. */
function findSlugProblem(mayBeHome: boolean, slug: string, contentDir: string, relative: (file: string) => string): string | undefined {
  if (!slugPattern.test(slug)) {
    return `slug ${JSON.stringify(slug)} không hợp lệ; chỉ dùng chữ thường không dấu, số và dấu -, với / cho địa chỉ lồng (ví dụ khoa-hoc/n8n)`;
  }
  const segments = slug.split('/');
  if (segments[0] === DATA_FOLDER) return `slug ${JSON.stringify(slug)} không hợp lệ; content/${DATA_FOLDER}/ chứa dữ liệu dùng chung, không chứa trang`;
  // A page named index is the home page of its folder: only a page of a home kind may take that name.
  if (!mayBeHome && segments.includes('index')) {
    return `slug ${JSON.stringify(slug)} không hợp lệ; "index" là tên của trang chủ, chọn tên khác`;
  }
  const page = path.join(contentDir, `${slug}.mdx`);
  if (existsSync(page)) return `${relative(page)} đã có; chọn slug khác hoặc sửa tệp đó`;
  const sameRoute = path.join(contentDir, slug, 'index.mdx');
  if (existsSync(sameRoute)) return `địa chỉ /${slug} đã thuộc về ${relative(sameRoute)}; chọn slug khác`;
  return undefined;
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
