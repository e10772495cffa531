/**
 * Everything `npm run check` verifies: the content as data (schemas, references, facts, NFC,
 * consistency, placeholders, publishing) and, when that passes, the site it builds
 * (links, anchors, images, embeds, new-tab links), built into a scratch folder and thrown away.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { auditSite } from './auditSite.ts';
import { loadContent, type LoadedContent } from '../derive/loadContent.ts';
import { countErrors, type Problem } from '../core/problem.ts';
import { viteBuild } from '../render/viteBuild.ts';

export async function checkContent(contentDir: string, root: string): Promise<{ pages: LoadedContent['pages']; problems: Problem[] }> {
  const loaded = loadContent(contentDir, root);
  if (countErrors(loaded.problems) > 0) return loaded;

  const scratch = mkdtempSync(path.join(root, '.check-'));
  try {
    if (!(await viteBuild(root, scratch, { quiet: true, pages: loaded.pages.length }))) {
      return { pages: loaded.pages, problems: [...loaded.problems, { file: 'content', line: 1, column: 1, rule: 'build', message: 'the site did not build; the MDX error is printed above', severity: 'error' }] };
    }
    return { pages: loaded.pages, problems: [...loaded.problems, ...auditBuilt(loaded, path.join(scratch, 'client'), root, contentDir)] };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The audit over a finished build of `loaded` (shared with scripts/build.ts). */
export function auditBuilt(loaded: LoadedContent, clientDir: string, root: string, contentDir: string): Problem[] {
  return auditSite({
    clientDir,
    root,
    contentDir,
    pages: loaded.pages.filter((page) => page.status === 'published'),
    unpublished: loaded.pages.filter((page) => page.status !== 'published').map((page) => page.route),
    embedHosts: loaded.data.site.embedHosts,
    siteUrl: loaded.data.site.url,
  });
}
