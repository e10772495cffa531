/**
 * A hash of all the code and files that shape a page's HTML besides its content: components, the
 * renderer, pages, lib, the site's definition (site/), the engine's stages up to the render (its Vite plugins among them), the content schemas, `public/` (the
 * head reads image sizes there), the configs, and the installed packages (npm's record of what is in
 * node_modules, and the lockfile). Tests, fixtures and docs are left out: editing them changes no page.
 * Any other change makes every page render again, which is always safe.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The engine's stages up to the render (the later ones, audit and write, and its tools change no page). */
const ENGINE_STAGES = ['core', 'read', 'parse', 'validate', 'derive', 'compile', 'render'].map((stage) => `scripts/engine/${stage}`);
const FOLDERS = ['components', 'renderer', 'pages', 'lib', 'site', ...ENGINE_STAGES, 'content/schema', 'public'];
const FILES = ['vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'node_modules/.package-lock.json'];
const LEFT_OUT = /(\.test\.tsx?|\.md)$|(^|\/)(fixtures|node_modules)\//;

export function sourceFingerprint(root: string): string {
  const files = [
    ...FOLDERS.flatMap((folder) => filesUnder(root, folder)).filter((file) => !LEFT_OUT.test(file)),
    ...FILES.filter((file) => existsSync(path.join(root, file))),
  ].sort();
  const digest = createHash('sha256');
  for (const file of files) digest.update(`${file}\0`).update(createHash('sha256').update(readFileSync(path.join(root, file))).digest());
  return digest.digest('hex');
}

function filesUnder(root: string, folder: string): string[] {
  if (!existsSync(path.join(root, folder))) return [];
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
