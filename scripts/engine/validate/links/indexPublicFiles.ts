/**
 * The files in `public/`, served at the site's root as they are named (`public/images/a.png` is
 * `/images/a.png`). Servers tell `Anh.png` from `anh.png`, though the writer's computer may not,
 * so a path must match a file's name exactly; a near miss names the file that is there.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { didYouMean } from '../../../../lib/didYouMean.ts';

export type FileLookup =
  | { found: true }
  /** No file by this exact name: the one of another case, or the closest, as a site path. */
  | { found: false; sameButCase?: string; suggestion?: string };

export interface PublicFiles {
  lookup(sitePath: string): FileLookup;
}

/** `generated` are the site paths of files the build writes beside public/'s (sitemap, solutions). */
export function indexPublicFiles(root: string, generated: readonly string[] = []): PublicFiles {
  const folder = path.join(root, 'public');
  const paths = [
    ...existsSync(folder)
      ? readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
      : [],
    ...generated,
  ];
  const exact = new Set(paths);
  const byLowerCase = new Map(paths.map((file) => [file.toLowerCase(), file]));
  return {
    lookup(sitePath) {
      if (exact.has(sitePath)) return { found: true };
      const sameButCase = byLowerCase.get(sitePath.toLowerCase());
      if (sameButCase) return { found: false, sameButCase };
      const suggestion = didYouMean(sitePath, paths);
      return suggestion ? { found: false, suggestion } : { found: false };
    },
  };
}
