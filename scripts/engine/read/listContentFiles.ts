/** Which files under content/ are pages: every `.mdx` outside the shared data folder, in a stable order. */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The folder of shared data files (content/data/). */
export const DATA_FOLDER = 'data';

export function listPageFiles(contentDir: string): string[] {
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => path.relative(contentDir, file).split(path.sep)[0] !== DATA_FOLDER)
    .sort();
}
