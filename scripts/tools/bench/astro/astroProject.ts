/**
 * The Astro project `npm run bench -- --compare astro` builds: template/ (Astro 5.18 with its MDX and
 * React integrations; Astro 6 and 7 need Node 22) copied into a scratch folder beside the caches, its
 * packages installed there once (again when template/package.json's dependencies change). Never a
 * dependency of the site. Built with `npm run build`, as our side is.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeAstroPages } from './astroPages.ts';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'template');
/** The template's one page of its own in src/pages; everything else there is written per run. */
const SEARCH_INDEX = 'search-index.json.ts';

export interface AstroProject {
  dir: string;
  version: string;
  /** Where a build writes the site. */
  outDir: string;
  /** Replaces the synthetic site's pages with the link targets and pages 1…count. */
  writePages(count: number): void;
  /** Removes what a build leaves (output and Astro's caches), so the next one is cold. */
  clean(): void;
  /** The built HTML of a synthetic page. */
  pageFile(slug: string): string;
}

export function prepareAstroProject(dir: string): AstroProject {
  cpSync(TEMPLATE, dir, { recursive: true });
  const wanted = JSON.stringify((JSON.parse(readFileSync(path.join(TEMPLATE, 'package.json'), 'utf8')) as { dependencies: unknown }).dependencies);
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
    outDir: path.join(dir, 'dist'),
    writePages(count) {
      const pages = path.join(dir, 'src', 'pages');
      for (const file of readdirSync(pages)) if (file !== SEARCH_INDEX) rmSync(path.join(pages, file), { recursive: true });
      writeAstroPages(pages, count);
    },
    clean() {
      for (const leftover of ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite']) rmSync(path.join(dir, leftover), { recursive: true, force: true });
    },
    pageFile: (slug) => path.join(dir, 'dist', 'bench', slug, 'index.html'),
  };
}
