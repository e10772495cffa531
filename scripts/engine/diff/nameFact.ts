/**
 * A fact's name for a reviewer, from the names a site gives its fields (DiffDefinition's `names`):
 * "Buổi 2 › Tiêu đề", "Giá", "Diễn giả 1 › Tên", never `curriculum.0.sessions.1.title`.
 */
import type { FactPath } from './compareValues.ts';

/** How one field is named. */
export interface FieldName {
  /** The field's name; an empty name is left out of the path (a reference the item is named by). */
  label: string;
  /** What one item of the list is called, numbered from 1: "Buổi" → "Buổi 2". */
  item?: string;
  /** The items of every list in a record of named lists (`cards: { goals: [...] }`). */
  entries?: string;
  /** Names an item by the text at this path inside it instead of its number (a course on the schedule by its title). */
  itemNamedBy?: (string | number)[];
  /**
   * The list's items are numbered across the items of the list around it, as a page numbers the
   * sessions of its curriculum's blocks one after another; the outer item's own name is then left out.
   */
  numberedAcross?: boolean;
}

/** A site's names for the facts it shows. */
export interface FactNames {
  /**
   * Names by field, a plain string when the field is not a list; `list.field` names a field only
   * inside that list or object (`speakers.title` is a job title). Keys not listed are shown as written.
   */
  fields: Record<string, string | FieldName>;
  /** Data files whose facts are named by their own keys, as the file writes them (interface wording). */
  namedByKeys?: readonly string[];
}

/**
 * A fact's name for a reviewer: each field by its name, each list item by its number
 * ("Diễn giả 1 › Tên"), items numbered across an outer list where the names say so
 * ("Buổi 5 › Tiêu đề"). `root` is the value the path points into, to number and name items;
 * `context` the list or file the path starts in (`instructors` for an entry of instructors.yaml).
 */
export function nameFact(path: FactPath, names: FactNames, { root, context }: { root?: unknown; context?: string } = {}): string {
  if (context !== undefined && names.namedByKeys?.includes(context)) return path.join(' › ');
  // A data file that is a list (platforms.yaml) is named like a list field of that name.
  if (typeof path[0] === 'number' && context !== undefined) return nameFact([context, ...path], names, { root: { [context]: root } });
  const parts: string[] = [];
  let entries: string | undefined;
  for (let at = 0; at < path.length; at++) {
    const key = path[at];
    if (typeof key !== 'string') continue;
    const index = path[at + 1];
    if (entries !== undefined) {
      // A list the writer named (`cards: { goals: [...] }`): its name as written, its items numbered.
      parts.push(key, ...(typeof index === 'number' ? [`${entries} ${index + 1}`] : []));
      entries = undefined;
      context = key;
      continue;
    }
    const name = nameOf(names.fields, key, context);
    if (typeof index === 'number' && name.numberedAcross) {
      parts.pop();
      parts.push(`${name.item ?? name.label} ${numberAcross(root, path, at)}`);
    } else if (typeof index === 'number') {
      const named = name.itemNamedBy && valueAt(root, [...path.slice(0, at + 2), ...name.itemNamedBy]);
      parts.push(typeof named === 'string' ? named : `${name.item ?? name.label} ${index + 1}`);
    } else if (name.label !== '') {
      parts.push(name.label);
    }
    // `actions` is a list in a hero and a record of named lists on a page: only the record names lists.
    entries = typeof index === 'number' ? undefined : name.entries;
    context = key;
  }
  return parts.join(' › ');
}

function nameOf(fields: FactNames['fields'], key: string, context: string | undefined): FieldName {
  const scoped = `${context}.${key}`;
  const found = context !== undefined && Object.hasOwn(fields, scoped) ? fields[scoped]! : Object.hasOwn(fields, key) ? fields[key]! : key;
  return typeof found === 'string' ? { label: found } : found;
}

/** The number of the item at `path` (`<outer>.<n>.<key>.<i>`), counting the items of the earlier outer items. */
function numberAcross(root: unknown, path: FactPath, at: number): number {
  const key = path[at];
  const outer = path[at - 1];
  const index = path[at + 1];
  const outerItems = valueAt(root, path.slice(0, at - 1));
  if (typeof key !== 'string' || typeof outer !== 'number' || typeof index !== 'number') return 0;
  const earlier = Array.isArray(outerItems)
    ? outerItems.slice(0, outer).reduce((total: number, item: unknown) => total + itemsIn(item, key), 0)
    : 0;
  return earlier + index + 1;
}

function itemsIn(outerItem: unknown, key: string): number {
  const items = valueAt(outerItem, [key]);
  return Array.isArray(items) ? items.length : 0;
}

function valueAt(root: unknown, path: FactPath): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = Reflect.get(value, key);
  }
  return value;
}
