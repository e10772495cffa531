/**
 * The facts diff as Markdown for a pull-request comment: warnings, added and removed pages, then one
 * `###` section per page, data file or data entry, each fact named for a Vietnamese reader and
 * written as the page prints it (both as the site says: `FactWording`), prose edited word by word.
 */
import type { Change, Fact, FactPath, FactValue } from './compareValues.ts';
import type { ProseChange } from './compareProse.ts';
import type { FactsReport, FactsSection, PageRef } from './factsDiff.ts';
import { diffWords, escapeMarkdown } from './wordDiff.ts';

/** How the site names a fact and writes its value (its DiffDefinition, with the revision's data). */
export interface FactWording {
  /** The fact's name; `root` is the value the path points into, `context` the data file or list it starts in. */
  name(path: FactPath, where: { root?: unknown; context?: string }): string;
  /** The value as the page prints it. */
  format(path: FactPath, value: FactValue): string;
}

/** The report's wording, in Vietnamese like the facts it frames. */
const wording = {
  addedPages: 'Trang mới',
  removedPages: 'Trang đã xóa',
  /** Stand for the missing side of an added or removed fact. */
  absent: '(chưa có)',
  dropped: '(đã xóa)',
  addedItem: '(mới)',
  removedItem: '(đã xóa)',
  addedEntry: 'mục mới',
  removedEntry: 'mục đã xóa',
  editedSentence: 'Câu đã sửa',
  addedSentence: 'Câu mới',
  removedSentence: 'Câu đã xóa',
  errors: (revision: string, count: number, files: string[]) =>
    `> ⚠️ \`${revision}\` có ${count} lỗi nội dung (${files.join(', ')}): phần không đọc được không được so sánh; chạy \`npm run check\` để xem chi tiết.`,
  nothing: (base: string, head: string) => `Không có thay đổi nào về dữ kiện hay nội dung giữa \`${base}\` và \`${head}\`.`,
};

export function renderFactsDiff(report: FactsReport, names: { base: string; head: string }, facts: FactWording): string {
  const blocks: string[][] = [];
  const warnings = report.errors.map(({ revision, count, files }) => wording.errors(revision, count, files));
  if (warnings.length > 0) blocks.push(warnings);

  if (report.addedPages.length + report.removedPages.length + report.sections.length === 0) {
    blocks.push([wording.nothing(names.base, names.head)]);
    return blocks.map((lines) => lines.join('\n')).join('\n\n');
  }
  const pageList = (pages: PageRef[]) => pages.map(({ route, title }) => `- ${route} — ${title}`);
  if (report.addedPages.length > 0) blocks.push([`### ${wording.addedPages}`, ...pageList(report.addedPages)]);
  if (report.removedPages.length > 0) blocks.push([`### ${wording.removedPages}`, ...pageList(report.removedPages)]);
  for (const section of report.sections) blocks.push(renderSection(section, facts));
  return blocks.map((lines) => lines.join('\n')).join('\n\n');
}

function renderSection(section: FactsSection, facts: FactWording): string[] {
  const { heading, lines } = renderSectionLines(section, facts);
  return [`### ${heading}`, ...lines];
}

/** A section's heading (its route, data file or entry, and where shared data shows) and its lines, for a report that places them itself. */
export function renderSectionLines(section: FactsSection, facts: FactWording): { heading: string; lines: string[] } {
  const { roots, context } = section;
  const format = (fact: Fact) => facts.format(fact.path, fact.value);
  const show = (change: Change & { kind: 'fact' }, side: 'before' | 'after', missing: string) => {
    const value: FactValue | undefined = change[side];
    return value === undefined ? missing : format({ path: change.path, value });
  };
  const renderChange = (change: Change): string[] => {
    // Indices count in the newer value, except in what was removed.
    const root = change.kind === 'item' && change.status === 'removed' ? roots.before
      : change.kind === 'fact' && change.after === undefined ? roots.before : roots.after;
    const name = facts.name(change.path, { root, ...(context !== undefined && { context }) });
    if (change.kind === 'fact') return [`- ${name}: ${show(change, 'before', wording.absent)} → ${show(change, 'after', wording.dropped)}`];
    const prefix = `${name} › `;
    return [
      `- ${name} ${change.status === 'added' ? wording.addedItem : wording.removedItem}`,
      ...change.facts.map((fact) => {
        const factName = facts.name(fact.path, { root, ...(context !== undefined && { context }) });
        return `  - ${factName.startsWith(prefix) ? factName.slice(prefix.length) : factName}: ${format(fact)}`;
      }),
    ];
  };
  return {
    heading: `${section.heading}${section.shownOn ? ` — ${section.shownOn}` : ''}`,
    lines: [
      ...section.addedEntries.map((id) => `- ${wording.addedEntry}: ${id}`),
      ...section.removedEntries.map((id) => `- ${wording.removedEntry}: ${id}`),
      ...section.changes.flatMap(renderChange),
      ...section.prose.map(renderSentence),
    ],
  };
}

function renderSentence({ before, after }: ProseChange): string {
  if (before !== undefined && after !== undefined) return `- ${wording.editedSentence}: ${diffWords(before, after)}`;
  if (after !== undefined) return `- ${wording.addedSentence}: ${escapeMarkdown(after)}`;
  return `- ${wording.removedSentence}: ${escapeMarkdown(before ?? '')}`;
}
