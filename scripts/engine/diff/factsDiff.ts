/**
 * The pure half of `npm run facts:diff`: what differs between two loaded revisions of the content.
 * Each page is compared as a visitor sees it (the site's `diff.viewPages`: its frontmatter with the
 * shared data it shows and the facts it derives) and sentence by sentence in its prose
 * (compareProse.ts); each shared data file, or each entry of one, is compared as written.
 * renderFactsDiff.ts prints the result.
 */
import { z } from 'zod';
import type { Frontmatter } from '../core/frontmatter.ts';
import { DATA_FOLDER } from '../read/listContentFiles.ts';
import type { ContentDefinition } from '../validate/underCheck.ts';
import { compareValues, type Change } from './compareValues.ts';
import { compareProse, type ProseChange } from './compareProse.ts';
import type { DiffDefinition, ViewedPage } from './diffDefinition.ts';
import { parseBody } from './parseBody.ts';
import { usedBlocks } from './usedBlocks.ts';

/** What the facts diff reads of a site's definition: its data files and how its pages are viewed. */
export type FactsDiffDefinition = Pick<ContentDefinition<Record<string, unknown>, Frontmatter>, 'data'> & DiffDefinition;

/** A page of one revision, as `loadContent` read it. */
export interface SnapshotPage extends ViewedPage {
  file: string;
  /** The MDX after the frontmatter. */
  body: string;
}

/** One revision of the content. */
export interface FactsSnapshot {
  /** The revision as the reviewer named it (`HEAD~1`, `origin/main`). */
  name: string;
  /** Shared data files that passed validation, by name, with derived facts (session counts). */
  data: Partial<Record<string, unknown>>;
  /** Pages that passed validation. */
  pages: SnapshotPage[];
  /** The file of every content error in this revision (one entry per error). */
  errorFiles: string[];
}

export interface FactsSection {
  /** `/route`, `content/data/site.yaml` or `content/data/courses.yaml › flagship`. */
  heading: string;
  /** For shared data every page shows in its frame (menu, footer): where. */
  shownOn?: string;
  changes: Change[];
  /** The two compared values, to number sessions and name items as the page does. */
  roots: { before: unknown; after: unknown };
  /** The list or data file paths start in (`instructors` for an entry of instructors.yaml). */
  context?: string;
  /** Sentences of the page's prose that changed. */
  prose: ProseChange[];
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
const dataFile = (name: string) => `content/${DATA_FOLDER}/${name}.yaml`;

/** Everything that differs between two revisions of the content of the site `definition` describes. */
export function diffSnapshots(definition: FactsDiffDefinition, base: FactsSnapshot, head: FactsSnapshot): FactsReport {
  const report: FactsReport = { addedPages: [], removedPages: [], sections: [], errors: [] };
  for (const snapshot of [base, head]) {
    if (snapshot.errorFiles.length === 0) continue;
    report.errors.push({ revision: snapshot.name, count: snapshot.errorFiles.length, files: [...new Set(snapshot.errorFiles)].sort() });
  }
  const failed = (snapshot: FactsSnapshot, file: string) => snapshot.errorFiles.includes(file);

  // Each body is parsed once, for the blocks it places and for its prose.
  const readerOf = (snapshot: FactsSnapshot) => {
    const view = definition.diff.viewPages(snapshot.pages, snapshot.data);
    return (page: SnapshotPage) => {
      const tree = parseBody(page.body);
      return { tree, view: view(page.frontmatter, usedBlocks(tree)) };
    };
  };
  const [readBefore, readAfter] = [readerOf(base), readerOf(head)];
  const basePages = new Map(base.pages.map((page) => [page.route, page]));
  const headPages = new Map(head.pages.map((page) => [page.route, page]));
  const routes = [...new Set([...basePages.keys(), ...headPages.keys()])].sort((a, b) => a.localeCompare(b));
  for (const route of routes) {
    const old = basePages.get(route);
    const now = headPages.get(route);
    if (old && now) {
      const [before, after] = [readBefore(old), readAfter(now)];
      const roots = { before: before.view, after: after.view };
      const changes = compareValues(roots.before, roots.after);
      const prose = compareProse(before.tree, after.tree);
      if (changes.length + prose.length > 0) report.sections.push({ heading: route, changes, roots, prose, addedEntries: [], removedEntries: [] });
    } else if (now && !failed(base, now.file)) {
      report.addedPages.push({ route, title: now.frontmatter.title });
    } else if (old && !failed(head, old.file)) {
      report.removedPages.push({ route, title: old.frontmatter.title });
    }
  }

  for (const [name, schema] of Object.entries(definition.data)) {
    // A file of entries by id (courses, contacts…) is compared entry by entry.
    const byEntry = schema instanceof z.ZodRecord;
    report.sections.push(...diffData(name, byEntry, definition.diff.frameData[name], base, head));
  }
  return report;
}

/** A data file's sections: the whole file, or for a file of entries by id (courses, contacts…) one per changed entry. */
function diffData(name: string, byEntry: boolean, shownOn: string | undefined, base: FactsSnapshot, head: FactsSnapshot): FactsSection[] {
  const old = base.data[name];
  const now = head.data[name];
  // A data file that failed validation on either side is reported among the errors instead.
  if (old === undefined || now === undefined) return [];
  const file = dataFile(name);
  const section = (heading: string, before: unknown, after: unknown): FactsSection => ({
    heading, ...(shownOn && { shownOn }), changes: compareValues(before, after), roots: { before, after },
    context: name, prose: [], addedEntries: [], removedEntries: [],
  });
  if (!byEntry) {
    const whole = section(file, old, now);
    return whole.changes.length > 0 ? [whole] : [];
  }
  const oldEntries = entriesOf(old);
  const newEntries = entriesOf(now);
  const summary = section(file, undefined, undefined);
  const entries: FactsSection[] = [];
  for (const id of new Set([...newEntries.keys(), ...oldEntries.keys()])) {
    if (!oldEntries.has(id)) {
      if (!base.errorFiles.includes(file)) summary.addedEntries.push(id);
    } else if (!newEntries.has(id)) {
      if (!head.errorFiles.includes(file)) summary.removedEntries.push(id);
    } else {
      const entry = section(`${file} › ${id}`, oldEntries.get(id), newEntries.get(id));
      if (entry.changes.length > 0) entries.push(entry);
    }
  }
  return [...(summary.addedEntries.length + summary.removedEntries.length > 0 ? [summary] : []), ...entries];
}

/** The entries of a data file of entries by id (its schema is a record, so it is an object). */
function entriesOf(file: unknown): Map<string, unknown> {
  return new Map(typeof file === 'object' && file !== null ? Object.entries(file) : []);
}
