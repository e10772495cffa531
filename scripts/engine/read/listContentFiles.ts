/**
 * Which files under content/ are pages: every `.mdx` outside the shared data folder, in a stable order.
 * `listContentEntries` lists everything else a writer put there too, for the file rules (contentFileRules.ts).
 * `contentStamp` tells whether anything under content/ changed since it was last read.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The folder of shared data files (content/data/). */
export const DATA_FOLDER = 'data';

/** Code kept beside the content it describes (the frontmatter schemas), not content. */
const CODE_ENTRIES = new Set(['schema', 'schema.ts']);

export interface ContentEntry {
  /** Path under content/, with `/` between folders: `khoa-hoc/index.mdx`. */
  path: string;
  folder: boolean;
}

export function listPageFiles(contentDir: string): string[] {
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => path.relative(contentDir, file).split(path.sep)[0] !== DATA_FOLDER)
    .sort();
}

/**
 * Every file and folder under content/, in a stable order, a folder before what it holds. Left out:
 * the schema code, hidden entries (`.gitkeep`, `.DS_Store`) and the lock files Word keeps beside an
 * open document (`~$bai.docx`), which come and go by themselves.
 */
export function listContentEntries(contentDir: string): ContentEntry[] {
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .map((entry) => ({ path: path.relative(contentDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'), folder: entry.isDirectory() }))
    .filter(({ path: relative }) => {
      const segments = relative.split('/');
      return !CODE_ENTRIES.has(segments[0] ?? '') && !segments.some((segment) => segment.startsWith('.') || segment.startsWith('~$'));
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Every file under content/ with its size and modification time: equal stamps mean nothing was
 * added, removed or saved in between. The dev server compares them before trusting what it read,
 * since the watcher can report a save after a page was already asked for.
 */
export function contentStamp(contentDir: string): string {
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(file, { throwIfNoEntry: false }) ?? { size: -1, mtimeMs: -1 };
      return `${file}\t${size}\t${mtimeMs}`;
    })
    .sort()
    .join('\n');
}
