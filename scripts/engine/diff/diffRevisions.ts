/**
 * The facts diff's recipe, from two loaded revisions of a site's content to the Markdown a
 * reviewer reads: snapshot each revision (deriving what a failed data file kept from being
 * derived), compare them (factsDiff.ts), and write the result in the site's words (renderFactsDiff.ts).
 */
import type { DeriveDefinition } from '../derive/deriveDefinition.ts';
import type { LoadedContent } from '../derive/loadContent.ts';
import type { Frontmatter } from '../core/frontmatter.ts';
import { siteNow } from '../validate/contentRules.ts';
import { diffSnapshots, type FactsDiffDefinition, type FactsSnapshot } from './factsDiff.ts';
import { nameFact } from './nameFact.ts';
import { renderFactsDiff, renderSectionLines, type FactWording } from './renderFactsDiff.ts';

/** What the recipe needs of a site's definition: how its facts are compared, and how they are derived. */
export type DiffRevisionsDefinition = FactsDiffDefinition & Pick<DeriveDefinition<object, Frontmatter, Record<string, unknown>>, 'derive'>;

/** A revision as the reviewer named it (`HEAD~1`, `working tree`) and its content as loaded. */
export interface LoadedRevision {
  name: string;
  content: LoadedContent;
}

/** What changed from `base` to `head`, as Markdown for a pull-request comment. */
export function diffRevisions(definition: DiffRevisionsDefinition, base: LoadedRevision, head: LoadedRevision): string {
  return writeFactsDiff(definition, snapshotOf(definition, base, head.content), snapshotOf(definition, head, base.content));
}

/** What changed between two snapshots, in the site's words. */
export function writeFactsDiff(definition: FactsDiffDefinition, before: FactsSnapshot, after: FactsSnapshot): string {
  return renderFactsDiff(diffSnapshots(definition, before, after), { base: before.name, head: after.name }, wordingOf(definition, before, after));
}

/**
 * The facts diff's sections, each a heading (a route, a data file or entry) with its lines, for a
 * report that places them beside its own findings (the visual review's index page).
 */
export function diffRevisionsInSections(definition: DiffRevisionsDefinition, base: LoadedRevision, head: LoadedRevision): { route?: string; heading: string; lines: string[] }[] {
  const [before, after] = [snapshotOf(definition, base, head.content), snapshotOf(definition, head, base.content)];
  const wording = wordingOf(definition, before, after);
  const routes = new Set([...before.pages, ...after.pages].map((page) => page.route));
  return diffSnapshots(definition, before, after).sections.map((section) => ({
    ...(routes.has(section.heading) && { route: section.heading }),
    ...renderSectionLines(section, wording),
  }));
}

function wordingOf(definition: FactsDiffDefinition, before: FactsSnapshot, after: FactsSnapshot): FactWording {
  // Values are written with the newer revision's data (its wording), a file that failed there from the older one.
  const data = Object.fromEntries(Object.keys(definition.data).map((name) => [name, after.data[name] ?? before.data[name]]));
  return {
    name: (path, where) => nameFact(path, definition.diff.names, where),
    format: (path, value) => definition.diff.formatFact(path, value, data),
  };
}

function snapshotOf(definition: DiffRevisionsDefinition, { name, content }: LoadedRevision, other: LoadedContent): FactsSnapshot {
  const { data, pages, problems } = content;
  const errorFiles = problems.filter((problem) => problem.severity === 'error').map((problem) => problem.file);
  return { name, data: withDerivedFacts(definition, data, pages, other.data), pages, errorFiles };
}

/**
 * The loader derives facts (session counts) only when every data file is valid. When one is not,
 * often because the schema changed between the revisions, derive them anyway, borrowing the
 * failed files from the other revision, so counted facts do not show up as changes of their own.
 * The borrowed files are not kept: what failed is reported, never compared.
 */
function withDerivedFacts(definition: DiffRevisionsDefinition, data: LoadedContent['data'], pages: LoadedContent['pages'], other: LoadedContent['data']): Partial<Record<string, unknown>> {
  const names = Object.keys(definition.data);
  const isComplete = (files: Partial<Record<string, unknown>>) => names.every((file) => files[file] !== undefined);
  if (isComplete(data)) return data;
  const borrowed = { ...other, ...data };
  if (!isComplete(borrowed)) return data;
  const derived: Partial<Record<string, unknown>> = definition.derive(borrowed, pages, { dataSources: {}, now: siteNow(), failedPages: [] }).data;
  return Object.fromEntries(Object.keys(data).map((file) => [file, derived[file]]));
}
