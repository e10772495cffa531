/**
 * The pure half of `npm run facts:diff`: turns two loaded revisions of the content into the
 * Markdown a reviewer reads. Facts are the validated frontmatter of each page and the shared
 * data files, flattened to `path → value`; each change is named with the interface's own
 * Vietnamese label where one fits (`học phí`, `khai giảng`) and shown as a visitor reads it
 * (`990.000 VNĐ`, `13/08/2025`). Prose is only counted, paragraph by paragraph.
 */
import { z } from 'zod';
import { dataSchemas, type DataName, type Labels, type SiteData } from '../../../content/schema.ts';
import { eventTime } from '../../../lib/eventTime.ts';
import { formatDate } from '../../../lib/formatDate.ts';
import { formatVnd } from '../../../lib/formatVnd.ts';

type Scalar = string | number | boolean | null;
/** A leaf fact: a scalar, or a list of scalars read as one value (time slots, tags). */
export type FactValue = Scalar | Scalar[];
export type FactPath = (string | number)[];

export interface Fact {
  path: FactPath;
  value: FactValue;
}

/** One fact that differs; `before` is absent for an added fact, `after` for a removed one. */
export interface FactChange {
  path: FactPath;
  before?: FactValue;
  after?: FactValue;
}

/** Paragraphs of a page's MDX body that were rewritten, added or deleted. */
export interface ParagraphChanges {
  changed: number;
  added: number;
  removed: number;
}

/** One revision of the content, as `loadContent` read it. */
export interface FactsSnapshot {
  /** The revision as the reviewer named it (`HEAD~1`, `origin/main`). */
  name: string;
  /** Shared data files that passed validation, by name. */
  data: Partial<SiteData>;
  /** Pages that passed validation. */
  pages: { route: string; file: string; frontmatter: { type: string; title: string }; body: string }[];
  /** The file of every content error in this revision (one entry per error). */
  errorFiles: string[];
}

/** Which labels name a fact: an event's (`chi phí`), an offering's (`học phí`), a bank account's, or none. */
export type LabelContext = 'event' | 'offering' | 'bank' | 'none';

export interface FactsSection {
  /** `/route`, `content/data/site.yaml` or `content/data/courses.yaml › flagship`. */
  heading: string;
  context: LabelContext;
  changes: FactChange[];
  paragraphs?: ParagraphChanges;
  /** Entries added to or removed from a data file of entries (courses, contacts…). */
  addedEntries: string[];
  removedEntries: string[];
}

export interface PageRef {
  route: string;
  title: string;
}

export interface FactsReport {
  addedPages: PageRef[];
  removedPages: PageRef[];
  sections: FactsSection[];
  /** Revisions with content errors: what failed to load there is left out of the comparison. */
  errors: { revision: string; count: number; files: string[] }[];
}

/** The data file a shared data name is read from, as problems name it. */
export const dataFile = (name: DataName) => `content/data/${name}.yaml`;

// ── Flatten and compare ────────────────────────────────────────────────────

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * Every leaf of a frontmatter or data value, keyed by its dotted path (`curriculum.2.sessions.1.title`).
 * Lists of scalars stay one fact, as a visitor reads them; lists of objects are numbered from 0.
 */
export function flattenFacts(value: unknown, prefix: FactPath = [], facts = new Map<string, Fact>()): Map<string, Fact> {
  if (value === undefined) return facts;
  if (isScalar(value) || (Array.isArray(value) && value.every(isScalar))) {
    facts.set(prefix.join('.'), { path: prefix, value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => flattenFacts(item, [...prefix, index], facts));
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flattenFacts(item, [...prefix, key], facts);
  }
  return facts;
}

/**
 * Added, removed and changed facts between two flattened values, in the order the newer one lists
 * them; a removed fact stays where it stood, after the fact it used to follow (see compareValues).
 */
export function compareFacts(before: Map<string, Fact>, after: Map<string, Fact>): FactChange[] {
  return inNewerOrder([...before.keys()], [...after.keys()]).flatMap((key): FactChange[] => {
    const old = before.get(key);
    const now = after.get(key);
    if (old && now && JSON.stringify(old.value) === JSON.stringify(now.value)) return [];
    const path = (now ?? old)?.path ?? [];
    return [{ path, ...(old && { before: old.value }), ...(now && { after: now.value }) }];
  });
}

/** An MDX body's paragraphs: text between blank lines, with its outer whitespace dropped. */
export function splitParagraphs(body: string): string[] {
  return body.split(/\r?\n[ \t]*\r?\n/).map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph !== '');
}

/**
 * Counts paragraphs rewritten, added and deleted between two bodies. Unchanged paragraphs are
 * matched by a longest common subsequence; within each run of differences, a deleted paragraph
 * facing an inserted one counts as one rewritten paragraph.
 */
export function compareParagraphs(before: string, after: string): ParagraphChanges {
  const result: ParagraphChanges = { changed: 0, added: 0, removed: 0 };
  for (const step of alignLists(splitParagraphs(before), splitParagraphs(after))) {
    if (!('deleted' in step)) continue;
    const paired = Math.min(step.deleted.length, step.inserted.length);
    result.changed += paired;
    result.removed += step.deleted.length - paired;
    result.added += step.inserted.length - paired;
  }
  return result;
}

/**
 * Added, removed and changed facts between two values (a page's frontmatter, a data entry), in the
 * order the newer one lists them, a removed fact where it stood. Lists of objects are aligned first,
 * so a session inserted into a curriculum is one added session rather than every later session
 * changed; a removed item facing an added one in the same place is compared field by field.
 */
export function compareValues(before: unknown, after: unknown, path: FactPath = []): FactChange[] {
  if (isObjectList(before) && isObjectList(after)) {
    return alignLists(before.map((item) => JSON.stringify(item)), after.map((item) => JSON.stringify(item))).flatMap((step) => {
      if (!('deleted' in step)) return [];
      const paired = Math.min(step.deleted.length, step.inserted.length);
      return [
        ...step.inserted.slice(0, paired).flatMap((j, k) => compareValues(before[step.deleted[k]!], after[j], [...path, j])),
        ...step.deleted.slice(paired).flatMap((i) => compareFacts(flattenFacts(before[i], [...path, i]), new Map())),
        ...step.inserted.slice(paired).flatMap((j) => compareFacts(new Map(), flattenFacts(after[j], [...path, j]))),
      ];
    });
  }
  if (isRecord(before) && isRecord(after)) {
    return inNewerOrder(Object.keys(before), Object.keys(after)).flatMap((key) => compareValues(before[key], after[key], [...path, key]));
  }
  return compareFacts(flattenFacts(before, path), flattenFacts(after, path));
}

const isObjectList = (value: unknown): value is unknown[] => Array.isArray(value) && !value.every(isScalar);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The newer keys in order, each older key that is gone placed after the key it used to follow. */
function inNewerOrder(older: string[], newer: string[]): string[] {
  const keys = [...newer];
  let next = 0;
  for (const key of older) {
    const at = keys.indexOf(key);
    if (at >= 0) next = at + 1;
    else keys.splice(next++, 0, key);
  }
  return keys;
}

type Alignment = ({ same: [number, number] } | { deleted: number[]; inserted: number[] })[];

/**
 * How list `a` becomes list `b`: a longest common subsequence of equal items is kept, and
 * between kept pairs each run of differences lists the indices deleted from `a` and inserted from `b`.
 */
export function alignLists(a: string[], b: string[]): Alignment {
  // common[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const steps: Alignment = [];
  let run = { deleted: [] as number[], inserted: [] as number[] };
  const flush = () => {
    if (run.deleted.length + run.inserted.length > 0) steps.push(run);
    run = { deleted: [], inserted: [] };
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      steps.push({ same: [i++, j++] });
    } else if (j >= b.length || (i < a.length && common[i + 1]![j]! >= common[i]![j + 1]!)) {
      run.deleted.push(i++);
    } else {
      run.inserted.push(j++);
    }
  }
  flush();
  return steps;
}

// ── Compare two revisions ──────────────────────────────────────────────────

/** Everything that differs between two revisions of the content. */
export function diffSnapshots(base: FactsSnapshot, head: FactsSnapshot): FactsReport {
  const report: FactsReport = { addedPages: [], removedPages: [], sections: [], errors: [] };
  for (const snapshot of [base, head]) {
    if (snapshot.errorFiles.length === 0) continue;
    report.errors.push({ revision: snapshot.name, count: snapshot.errorFiles.length, files: [...new Set(snapshot.errorFiles)].sort() });
  }
  const failed = (snapshot: FactsSnapshot, file: string) => snapshot.errorFiles.includes(file);

  const basePages = new Map(base.pages.map((page) => [page.route, page]));
  const headPages = new Map(head.pages.map((page) => [page.route, page]));
  const routes = [...new Set([...basePages.keys(), ...headPages.keys()])].sort((a, b) => a.localeCompare(b));
  for (const route of routes) {
    const old = basePages.get(route);
    const now = headPages.get(route);
    if (old && now) {
      const changes = compareValues(old.frontmatter, now.frontmatter);
      const paragraphs = compareParagraphs(old.body, now.body);
      const context = now.frontmatter.type === 'event' ? 'event' : 'offering';
      if (changes.length > 0 || hasParagraphChanges(paragraphs)) {
        report.sections.push({ heading: route, context, changes, paragraphs, addedEntries: [], removedEntries: [] });
      }
    } else if (now && !failed(base, now.file)) {
      report.addedPages.push({ route, title: now.frontmatter.title });
    } else if (old && !failed(head, old.file)) {
      report.removedPages.push({ route, title: old.frontmatter.title });
    }
  }

  for (const name of Object.keys(dataSchemas) as DataName[]) {
    const old = base.data[name];
    const now = head.data[name];
    // A data file that failed validation on either side is reported among the errors instead.
    if (old === undefined || now === undefined) continue;
    const file = dataFile(name);
    const context: LabelContext = name === 'courses' ? 'offering' : name === 'bank-accounts' ? 'bank' : 'none';
    if (!(dataSchemas[name] instanceof z.ZodRecord)) {
      const changes = compareValues(old, now);
      if (changes.length > 0) report.sections.push({ heading: file, context, changes, addedEntries: [], removedEntries: [] });
      continue;
    }
    // A data file of entries by id (courses, contacts…): each entry is compared on its own.
    const oldEntries = new Map<string, unknown>(Object.entries(old));
    const newEntries = new Map<string, unknown>(Object.entries(now));
    const summary: FactsSection = { heading: file, context, changes: [], addedEntries: [], removedEntries: [] };
    const entrySections: FactsSection[] = [];
    for (const id of new Set([...newEntries.keys(), ...oldEntries.keys()])) {
      if (!oldEntries.has(id)) {
        if (!failed(base, file)) summary.addedEntries.push(id);
      } else if (!newEntries.has(id)) {
        if (!failed(head, file)) summary.removedEntries.push(id);
      } else {
        const changes = compareValues(oldEntries.get(id), newEntries.get(id));
        if (changes.length > 0) entrySections.push({ heading: `${file} › ${id}`, context, changes, addedEntries: [], removedEntries: [] });
      }
    }
    if (summary.addedEntries.length + summary.removedEntries.length > 0) report.sections.push(summary);
    report.sections.push(...entrySections);
  }
  return report;
}

const hasParagraphChanges = (p: ParagraphChanges) => p.changed + p.added + p.removed > 0;

// ── Name and format facts ──────────────────────────────────────────────────

type LabelOf = (labels: Labels) => string;

/** Fields the interface already names, keyed by field name: the site's own wording, not a second copy of it. */
const offeringLabels: Record<string, LabelOf> = {
  price: (l) => l.price,
  originalPrice: (l) => l.offering.originalPrice,
  startDate: (l) => l.startDate,
  endDate: (l) => l.endDate,
  timeSlots: (l) => l.timeSlots,
  location: (l) => l.location,
  duration: (l) => l.offering.duration,
  schedule: (l) => l.offering.schedule,
  maxStudents: (l) => l.offering.capacity,
  currentStudents: (l) => l.offering.enrolled,
  status: (l) => l.offering.status,
};
const labelTables: Record<LabelContext, Record<string, LabelOf>> = {
  offering: offeringLabels,
  event: {
    ...offeringLabels,
    price: (l) => l.event.price,
    seats: (l) => l.event.seats,
    start: (l) => l.event.time,
    end: (l) => l.endDate,
    tags: (l) => l.event.tags,
  },
  bank: { holder: (l) => l.bank.holder, bank: (l) => l.bank.bank, number: (l) => l.bank.number },
  none: {},
};

/**
 * A fact's name: its interface label, lower-cased (`price` → "học phí"), after the path of the
 * list item it sits in (`packages.1 · học phí`); the dotted path when no label fits.
 */
export function nameFact(path: FactPath, context: LabelContext, labels?: Labels): string {
  const field = path.at(-1);
  const labelOf = typeof field === 'string' && labels ? labelTables[context][field] : undefined;
  if (!labelOf || !labels) return path.join('.');
  const label = labelOf(labels).toLocaleLowerCase('vi');
  return path.length > 1 ? `${path.slice(0, -1).join('.')} · ${label}` : label;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const VIETNAM_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?\+07:00$/;
const PRICE_FIELDS = new Set(['price', 'originalPrice']);

/** A fact's value as a visitor reads it: "990.000 VNĐ", "13/08/2025", "08/08/2025 20:00". */
export function formatFactValue(path: FactPath, value: FactValue, labels?: Labels): string {
  const field = path.at(-1);
  const one = (item: Scalar): string => {
    if (typeof item === 'number' && typeof field === 'string' && PRICE_FIELDS.has(field)) {
      return item === 0 && labels ? labels.event.free : formatVnd(item);
    }
    if (typeof item !== 'string') return String(item);
    if (ISO_DATE.test(item)) return formatDate(item);
    if (VIETNAM_TIME.test(item)) {
      const { date, time } = eventTime(item);
      return `${date} ${time}`;
    }
    return item.replace(/\s+/g, ' ').trim();
  };
  return Array.isArray(value) ? value.map(one).join(', ') : one(value);
}

// ── Render ─────────────────────────────────────────────────────────────────

/** The report's wording, in Vietnamese like the facts it frames. */
const wording = {
  addedPages: 'Trang mới',
  removedPages: 'Trang đã xóa',
  /** Stands for the missing side of an added or removed fact. */
  absent: '(chưa có)',
  dropped: '(đã xóa)',
  addedEntry: 'mục mới',
  removedEntry: 'mục đã xóa',
  paragraphs: (p: ParagraphChanges) => [
    p.changed > 0 && `${p.changed} đoạn văn thay đổi`,
    p.added > 0 && `${p.added} đoạn văn mới`,
    p.removed > 0 && `${p.removed} đoạn văn bị xóa`,
  ].filter(Boolean).join(', '),
  errors: (revision: string, count: number, files: string[]) =>
    `> ⚠️ \`${revision}\` có ${count} lỗi nội dung (${files.join(', ')}): phần không đọc được không được so sánh; chạy \`npm run check\` để xem chi tiết.`,
  nothing: (base: string, head: string) => `Không có thay đổi nào về dữ kiện hay nội dung giữa \`${base}\` và \`${head}\`.`,
};

/** The report as Markdown: warnings, added and removed pages, then one `###` section per page, data file or entry. */
export function renderFactsDiff(report: FactsReport, names: { base: string; head: string }, labels?: Labels): string {
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

  for (const section of report.sections) {
    const show = (change: FactChange, side: 'before' | 'after', missing: string) => {
      const value = change[side];
      return value === undefined ? missing : formatFactValue(change.path, value, labels);
    };
    blocks.push([
      `### ${section.heading}`,
      ...section.addedEntries.map((id) => `- ${wording.addedEntry}: ${id}`),
      ...section.removedEntries.map((id) => `- ${wording.removedEntry}: ${id}`),
      ...section.changes.map((change) =>
        `- ${nameFact(change.path, section.context, labels)}: ${show(change, 'before', wording.absent)} → ${show(change, 'after', wording.dropped)}`),
      ...(section.paragraphs && hasParagraphChanges(section.paragraphs) ? [`- ${wording.paragraphs(section.paragraphs)}`] : []),
    ]);
  }
  return blocks.map((lines) => lines.join('\n')).join('\n\n');
}
