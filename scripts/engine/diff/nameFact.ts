/**
 * A fact's name for a reviewer, from the names in fieldNames.ts: "Buổi 2 › Tiêu đề", "Giá",
 * "Diễn giả 1 › Tên", never `curriculum.0.sessions.1.title`.
 */
import type { FactPath } from './compareValues.ts';
import { fieldNames, type FieldName } from './fieldNames.ts';

const isNamed = (key: string) => Object.hasOwn(fieldNames, key);

function nameOf(key: string, context: string | undefined): FieldName {
  const scoped = `${context}.${key}`;
  const found = context !== undefined && isNamed(scoped) ? fieldNames[scoped]! : isNamed(key) ? fieldNames[key]! : key;
  return typeof found === 'string' ? { label: found } : found;
}

/**
 * A fact's name for a reviewer: each field by its Vietnamese name, each list item by its number
 * ("Diễn giả 1 › Tên"), sessions numbered across the curriculum's blocks as the page numbers them
 * ("Buổi 5 › Tiêu đề"). `root` is the value the path points into, to number sessions and name items;
 * `context` the list or file the path starts in (`instructors` for an entry of instructors.yaml).
 */
export function nameFact(path: FactPath, { root, context }: { root?: unknown; context?: string } = {}): string {
  // Interface wording is named by its own keys, as labels.yaml writes them.
  if (context === 'labels') return path.join(' › ');
  // A data file that is a list (platforms.yaml) is named like a list field of that name.
  if (typeof path[0] === 'number' && context !== undefined) return nameFact([context, ...path], { root: { [context]: root } });
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
    const name = nameOf(key, context);
    if (typeof index === 'number' && key === 'sessions' && context === 'curriculum') {
      // Sessions are numbered across blocks on the page, so the block's own name is left out.
      parts.pop();
      parts.push(`${name.item} ${sessionNumber(root, path, at)}`);
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

/** The number a page shows for the session at `path` (`curriculum.<block>.sessions.<n>`), counting earlier blocks. */
function sessionNumber(root: unknown, path: FactPath, at: number): number {
  const block = path[at - 1];
  const index = path[at + 1];
  const blocks = valueAt(root, path.slice(0, at - 1));
  if (typeof block !== 'number' || typeof index !== 'number') return 0;
  const earlier = Array.isArray(blocks)
    ? blocks.slice(0, block).reduce((total: number, item: unknown) => total + sessionsIn(item), 0)
    : 0;
  return earlier + index + 1;
}

function sessionsIn(block: unknown): number {
  const sessions = valueAt(block, ['sessions']);
  return Array.isArray(sessions) ? sessions.length : 0;
}

function valueAt(root: unknown, path: FactPath): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = Reflect.get(value, key);
  }
  return value;
}
