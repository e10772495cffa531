/**
 * The Astro project `npm run bench -- --compare astro` builds: template/ (Astro 5.18 with its MDX and
 * React integrations; Astro 6 and 7 need Node 22) copied into a scratch folder beside the caches, its
 * packages installed there once (again when template/package.json changes). Never a dependency of the site.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeAstroPages } from './astroPages.ts';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'template');

export interface AstroProject {
  dir: string;
  version: string;
  /** Replaces the synthetic pages with pages 1…count. */
  writePages(count: number): void;
  /** Removes what a build leaves (output and Astro's caches), so the next one is cold. */
  clean(): void;
  /** The built HTML of a synthetic page. */
  pageFile(slug: string): string;
}

export function prepareAstroProject(dir: string): AstroProject {
  cpSync(TEMPLATE, dir, { recursive: true });
  const wanted = readFileSync(path.join(TEMPLATE, 'package.json'), 'utf8');
  const installedFor = path.join(dir, 'node_modules', '.installed-for.json');
  if (!existsSync(installedFor) || readFileSync(installedFor, 'utf8') !== wanted) {
    console.log(`Installing Astro into ${dir} …`);
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
    if (install.status !== 0) throw new Error(`npm install in ${dir} failed (exit code ${install.status})`);
    writeFileSync(installedFor, wanted);
  }
  const version = (JSON.parse(readFileSync(path.join(dir, 'node_modules', 'astro', 'package.json'), 'utf8')) as { version: string }).version;
  return {
    dir,
    version,
    writePages(count) {
      const pages = path.join(dir, 'src', 'pages', 'bench');
      rmSync(pages, { recursive: true, force: true });
      writeAstroPages(pages, count);
    },
    clean() {
      for (const leftover of ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite']) rmSync(path.join(dir, leftover), { recursive: true, force: true });
    },
    pageFile: (slug) => path.join(dir, 'dist', 'bench', slug, 'index.html'),
  };
}
