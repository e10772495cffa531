/**
 * Checks over validated content that no single field's schema can make:
 * text in NFC form, the same fact stated differently on two pages, and which pages
 * are published now (drafts and scheduled pages are listed, not failed).
 */
import type { ContentPage } from '../derive/loadContent.ts';
import type { ParsedYaml } from '../parse/parseYaml.ts';
import type { Problem } from '../core/problem.ts';

/**
 * Text typed by some editors arrives decomposed (a letter, then its tone marks): it looks the same
 * but breaks search and anchors. Points at the first decomposed character; the build normalises anyway.
 */
export function nfcWarning(file: string, source: string): Problem | undefined {
  if (source === source.normalize('NFC')) return undefined;
  const lines = source.split('\n');
  for (const [index, text] of lines.entries()) {
    if (text === text.normalize('NFC')) continue;
    let column = 0;
    while (column < text.length && text.slice(0, column + 2).normalize('NFC') === text.slice(0, column + 2)) column++;
    return { file, line: index + 1, column: column + 1, rule: 'nfc', severity: 'warning',
      message: `text is not in NFC form (decomposed Vietnamese, e.g. from a Mac or Word): "${text.trim().slice(0, 40)}"; retype it or save the file as NFC (the build normalises it)` };
  }
  return undefined;
}

export type PublishStatus = 'published' | 'draft' | 'scheduled' | 'expired';

/** Today's date in Vietnam (YYYY-MM-DD), or the build's clock from SITE_NOW. */
export function siteToday(now = process.env.SITE_NOW): string {
  const instant = now ? new Date(now.length === 10 ? `${now}T00:00:00+07:00` : now) : new Date();
  if (Number.isNaN(instant.getTime())) throw new Error(`SITE_NOW=${now}: expected an ISO date such as 2025-08-01`);
  return new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** Whether a page is out now: drafts never (outside dev), scheduled ones from publishDate, until unpublishDate. */
export function publishStatus(frontmatter: ContentPage['frontmatter'], today: string): PublishStatus {
  if (frontmatter.draft) return 'draft';
  if (frontmatter.publishDate && frontmatter.publishDate > today) return 'scheduled';
  if (frontmatter.unpublishDate && frontmatter.unpublishDate <= today) return 'expired';
  return 'published';
}

export function publishNote(page: ContentPage, status: PublishStatus): Problem | undefined {
  if (status === 'published') return undefined;
  const { frontmatter } = page;
  const message = {
    draft: 'draft: shown by npm run dev only; left out of the build, search, sitemap and menus',
    scheduled: `scheduled: published on ${frontmatter.publishDate}; left out until then`,
    expired: `unpublished since ${frontmatter.unpublishDate}; left out of the build`,
  }[status];
  const key = status === 'draft' ? 'draft' : status === 'scheduled' ? 'publishDate' : 'unpublishDate';
  const { position } = page.yaml.locate([key]);
  return { file: page.file, ...position, rule: 'publish', field: key, message, severity: 'note' };
}

interface Statement {
  value: string;
  file: string;
  line: number;
  column: number;
}

/**
 * The same offering's weekly schedule stated differently on two pages: a warning at each place,
 * naming the others, so a writer changing one reading sees where the rest are.
 */
export function scheduleConsistency(pages: ContentPage[]): Problem[] {
  const statements = new Map<string, Statement[]>();
  const add = (course: string, value: string, file: string, yaml: ParsedYaml, path: (string | number)[]) => {
    const { position } = yaml.locate(path);
    statements.set(course, [...(statements.get(course) ?? []), { value, file, ...position }]);
  };
  for (const page of pages) {
    const { frontmatter } = page;
    if ('offering' in frontmatter && frontmatter.offering && 'schedule' in frontmatter && frontmatter.schedule) {
      add(frontmatter.offering, frontmatter.schedule, page.file, page.yaml, ['schedule']);
    }
    if (frontmatter.type === 'schedule') {
      frontmatter.courses.forEach((entry, index) => add(entry.course, entry.schedule, page.file, page.yaml, ['courses', index, 'schedule']));
    }
  }
  return [...statements].flatMap(([course, list]) => {
    if (new Set(list.map((s) => s.value)).size < 2) return [];
    return list.map((here) => ({
      file: here.file, line: here.line, column: here.column, rule: 'consistency', field: 'schedule', severity: 'warning' as const,
      message: `${course} is "${here.value}" here but ${list.filter((other) => other !== here).map((o) => `"${o.value}" in ${o.file}:${o.line}`).join(', ')}; make them agree if they should`,
    }));
  });
}

/** A plain value, then ` #`: YAML reads the rest of the line as a comment, silently. */
const TRAILING_COMMENT = /^(\s*(?:-\s+(?:[\w.-]+:\s+)?|[\w.-]+:\s+))(?![\w.-]+:\s)([^\s'"|>#&*!%@`{[-][^#]*?)\s+#(.*)$/;
/** A number written the Vietnamese way, 150.000: YAML reads it as 150. */
const DOTTED_THOUSANDS = /^(\s*(?:-\s+)?[\w.-]+:\s+)(\d{1,3}(?:\.\d{3})+)\s*(?:#.*)?$/;

/** Errors where a number is written with dots between thousands, which YAML reads as a decimal. */
export function dottedNumberErrors(file: string, yamlText: string, firstLine = 1): Problem[] {
  return yamlText.split('\n').flatMap((text, index) => {
    const match = DOTTED_THOUSANDS.exec(text);
    if (!match) return [];
    const [, lead = '', number = ''] = match;
    return [{ file, line: firstLine + index, column: lead.length + 1, rule: 'yaml', severity: 'error' as const,
      message: `write whole numbers without dots: ${number} should be ${number.replace(/\./g, '')} (YAML reads dots as a decimal point${Number.isNaN(Number(number)) ? ' and this as text' : `, so this is ${Number(number)}`})` }];
  });
}

/**
 * Warns where text after ` #` in a value will be dropped as a YAML comment (as in
 * `title: Blockchain Mastery #2`, which YAML reads as "Blockchain Mastery").
 */
export function droppedCommentWarnings(file: string, yamlText: string, firstLine = 1): Problem[] {
  return yamlText.split('\n').flatMap((text, index) => {
    const match = TRAILING_COMMENT.exec(text);
    if (!match || /^\s*#/.test(text)) return [];
    const [, lead = '', value = '', comment = ''] = match;
    return [{ file, line: firstLine + index, column: lead.length + value.length + 2, rule: 'yaml', severity: 'warning' as const,
      message: `"#${comment.trimEnd()}" is read as a comment and dropped, leaving "${value.trim()}"; put the whole value in quotes if the # belongs to it` }];
  });
}
