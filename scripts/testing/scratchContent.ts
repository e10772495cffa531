/**
 * For validator tests: the real site's content copied into a scratch project, with broken files
 * added or swapped in, loaded by the real pipeline. `problemsAdded` gives only what the broken files
 * caused (the real content's own warnings left out), so a test can assert that a mistake gives
 * exactly one problem and nothing else.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent, type LoadedContent } from '../engine/derive/loadContent.ts';
import { contentDir, projectRoot } from '../engine/core/paths.ts';
import { formatProblem } from '../engine/core/problem.ts';
import type { PageFrontmatter, SiteData } from '../../content/schema.ts';
import { site } from '../../site/definition.ts';

/** Files by their path under content/ (`x.mdx`, `data/nav.yaml`, `kurs/index.mdx`, a photo's bytes at `kurs/anh.jpg`); `null` deletes one. */
export type ContentFiles = Record<string, string | Uint8Array | null>;

export function loadWith(files: ContentFiles, options: { today?: string } = {}): LoadedContent<SiteData, PageFrontmatter> {
  const root = mkdtempSync(path.join(tmpdir(), 'content-test-'));
  try {
    const content = path.join(root, 'content');
    cpSync(contentDir, content, { recursive: true });
    // Pages name files in public/ (images, icons): the scratch project sees the real ones.
    symlinkSync(path.join(projectRoot, 'public'), path.join(root, 'public'));
    for (const [name, source] of Object.entries(files)) {
      const file = path.join(content, name);
      if (source === null) {
        rmSync(file, { force: true });
        continue;
      }
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, source);
    }
    return loadContent(site, content, root, options);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

let baseline: Set<string> | undefined;

/** The `path:line:col  rule  field: message` lines the files caused, beyond the real content's own. */
export function problemsAdded(files: ContentFiles, options: { today?: string } = {}): string[] {
  baseline ??= new Set(loadWith({}, options).problems.map(formatProblem));
  const known = baseline;
  return loadWith(files, options).problems.map(formatProblem).filter((line) => !known.has(line));
}

/** The error lines of the real content with these files: it has none of its own, so these are exactly what the files caused. */
export function errorsWith(files: ContentFiles, options: { today?: string } = {}): string[] {
  return loadWith(files, options).problems.filter((problem) => problem.severity === 'error').map(formatProblem);
}
