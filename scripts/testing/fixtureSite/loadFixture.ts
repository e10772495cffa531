/**
 * The fixture site (fixtureSite/) copied into a scratch project, with files added, swapped or
 * removed, loaded by the engine with the fixture's definition or one a test gives.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent, type LoadedContent, type LoadOptions } from '../../engine/derive/loadContent.ts';
import type { AnySiteDefinition } from '../../engine/site.ts';
import { fixtureSite } from './definition.ts';

/** Files by their path under content/ (`x.mdx`, `data/speakers.yaml`, `../public/images/a.jpg` for one in public/); `null` deletes one. */
export type FixtureFiles = Record<string, string | Uint8Array | null>;

export function loadFixture(files: FixtureFiles = {}, { definition = fixtureSite, ...options }: LoadOptions & { definition?: AnySiteDefinition } = {}): LoadedContent {
  return inFixtureCopy(files, (content, root) => loadContent(definition, content, root, { today: '2026-01-01', now: '2026-01-01T00:00:00+07:00', ...options }));
}

/** `use` given the content folder and the root of a scratch copy of the fixture site with these files; the copy is removed after. */
export function inFixtureCopy<T>(files: FixtureFiles, use: (content: string, root: string) => T): T {
  const root = mkdtempSync(path.join(tmpdir(), 'fixture-site-'));
  try {
    const content = path.join(root, 'content');
    cpSync(path.join(import.meta.dirname, 'content'), content, { recursive: true });
    for (const [name, source] of Object.entries(files)) {
      const file = path.join(content, name);
      if (source === null) rmSync(file, { force: true });
      else {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, source);
      }
    }
    return use(content, root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
