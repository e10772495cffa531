/**
 * The writers' guide (CONTENT.md) shows the lines `npm run check` prints, not older wording: each
 * mistake below is checked by the engine with this site's schemas, and the line it gives must be
 * in the guide word for word. The mistakes are typed here (not read from content/), so a writer's
 * edit of the real content never breaks this test; a change of wording does, until the guide follows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageSchema } from '../content/schema/createPageSchema.ts';
import { coursesSchema } from '../content/schema.ts';
import { formatProblem } from '../scripts/engine/core/problem.ts';
import { parsePage } from '../scripts/engine/parse/parsePage.ts';
import { parseYaml } from '../scripts/engine/parse/parseYaml.ts';
import { issuesToProblems } from '../scripts/engine/validate/issuesToProblems.ts';
import { pastEventProblems } from '../scripts/engine/validate/facts/pastEvents.ts';
import { mdxSyntaxProblem } from '../scripts/engine/validate/mdxSyntax.ts';
import { yamlSyntaxProblems } from '../scripts/engine/validate/yamlSyntax.ts';
import { site } from './definition.ts';

const guide = readFileSync(path.join(import.meta.dirname, '..', 'CONTENT.md'), 'utf8');
const courses = 'content/data/courses.yaml';
/** The top of courses.yaml as the guide's examples show it. */
const coursesTop = (price: string, after = '') => [
  '# Facts of every course and bootcamp, shared by the home page, the schedule and their own pages.',
  '# Prices in VND as whole numbers; dates as YYYY-MM-DD. A session count is written here only',
  '# when no page lists the curriculum: otherwise it is counted from that list.',
  '# Each page states its own reading of the weekly schedule (e.g. "Thứ 2 & Thứ 7") in its frontmatter.',
  'flagship:',
  '  title: Lập trình Bot Auto Trading không cần biết code',
  '  subtitle: Dùng AI viết bot giao dịch tự động cho SSI, DNSE, MetaTrader 5 và Binance',
  price,
  ...(after ? [after] : []),
  '  supplementarySessions: 5',
  '',
].join('\n');

/** The lines for a YAML file that does not parse (a data file, or frontmatter starting on line 2). */
const yamlLines = (file: string, text: string, lineOffset = 0) => yamlSyntaxProblems(parseYaml(text, lineOffset), file).map(formatProblem);

const pageSchema = createPageSchema({ instructors: ['lead'], courses: ['flagship'], contacts: ['advisor-chat'] });
/** The first schema line for an event page's frontmatter with these lines after its start. */
function eventLine(file: string, start: string, ...more: string[]): string | undefined {
  const yaml = ['type: event', 'title: Webinar', 'description: Một buổi webinar.', start, ...more].join('\n');
  const parsed = parseYaml(yaml, 1);
  const result = pageSchema.safeParse(parsed.value, { reportInput: true });
  return issuesToProblems(result.error?.issues ?? [], parsed, file, { schema: pageSchema, value: parsed.value }).map(formatProblem)[0];
}

describe('CONTENT.md', () => {
  it.each([
    ['a tab in courses.yaml', () => yamlLines(courses, coursesTop('\tprice: 6500000'))],
    ['a non-breaking space in courses.yaml', () => yamlLines(courses, coursesTop('\u00a0 price: 6500000'))],
    ['a repeated field in courses.yaml', () => yamlLines(courses, coursesTop('  price: 6500000', '  price: 1'))],
    ['a colon in a title', () => yamlLines('content/t.mdx', 'type: page\ntitle: Workshop: AI cho người mới\n', 1)],
    ['curly quotes in a title', () => yamlLines('content/e.mdx', 'title: “Khóa học: AI”\n', 1)],
    ['a price written in millions', () => {
      const yaml = parseYaml(coursesTop('  price: 6,5 triệu'));
      const result = coursesSchema.safeParse(yaml.value, { reportInput: true });
      return issuesToProblems(result.error?.issues ?? [], yaml, courses, { schema: coursesSchema, value: yaml.value }).map(formatProblem).filter((line) => line.includes('price'));
    }],
    ['a start written day first', () => [eventLine('content/webinar-mt5-bot.mdx', 'start: 17/12/2026 20:00')]],
    ['a free event', () => [eventLine('content/webinar-mt5-bot.mdx', 'start: 2026-12-17T20:00:00+07:00', 'end: 2026-12-17T22:00:00+07:00', 'place:', '  online: Zoom', 'price: Miễn phí', 'registration:', '  contact: advisor-chat')]],
    ['a block left open', () => {
      const source = ['---', 'type: page', 'title: Thử', 'description: Thử.', '---', '', '# Thử', '', '<Section id="chuong-trinh">', '', '<Agenda>', '', '</Section>', ''].join('\n');
      const parsed = parsePage({ file: 'content/thu.mdx', text: source, problems: [] }, '/thu');
      return 'page' in parsed && parsed.page.mdxError ? [formatProblem(mdxSyntaxProblem(parsed.page.file, parsed.page.mdxError))] : [];
    }],
    ['an event copied from last year on a page just edited', () => {
      const file = 'content/workshop-ai-3x.mdx';
      const yaml = parseYaml(['type: event', 'title: Workshop AI', 'description: Một buổi workshop.', 'favicon: /icons/workshop-ai.svg', 'start: 2025-08-23T08:00:00+07:00', 'end: 2025-08-23T12:00:00+07:00',
        'place:', '  online: Zoom', 'price: 0', 'registration:', '  contact: advisor-chat'].join('\n'), 1);
      const frontmatter = pageSchema.parse(yaml.value);
      return pastEventProblems({ file, frontmatter, yaml }, { definition: site, now: '2026-11-28T09:00:00+07:00', today: '2026-11-28', changed: new Set([file]) }).map(formatProblem);
    }],
  ])('shows the line npm run check prints for %s', (_what, lines) => {
    const printed = lines();
    expect(printed).toHaveLength(1);
    const [line = ''] = printed;
    // The line itself as the failure's message, not the whole guide.
    expect(guide.includes(line), `CONTENT.md lacks:\n${line}`).toBe(true);
  });
});
