/**
 * The Astro project `npm run bench -- --compare astro` builds: template/ (Astro 5.18 with its MDX and
 * React integrations; Astro 6 and 7 need Node 22) copied into a scratch folder beside the caches, its
 * packages installed there once (again when template/package.json's dependencies change). Never a
 * dependency of the site. Built with `npm run build`, as our side is.
 *
 * Its share cards are the site's: the card's layout and fonts (the engine's ShareCard.tsx and the
 * modules they import, each where it is under scripts/engine/) are copied into src/cards/engine/, the theme's colours into src/cards/theme.json,
 * and each page's facts, as the site's definition gives them, into src/cards/share-cards.json; a
 * static endpoint (template/src/pages/share/) draws them with satori and resvg.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCardTheme } from '../../../engine/compile/shareCards/cardTheme.ts';
import { projectRoot } from '../../../engine/core/paths.ts';
import type { AstroCard } from './astroCards.ts';
import { writeAstroPages } from './astroPages.ts';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'template');
/** The template's pages of its own in src/pages; everything else there is written per run. */
const SEARCH_INDEX = 'search-index.json.ts';
const SHARE_CARDS = 'share';
/** The engine, whose card modules the Astro side draws with: the layout and the fonts, with all they import. */
const ENGINE = path.join(projectRoot, 'scripts', 'engine');
const CARD_MODULES = ['compile/shareCards/ShareCard.tsx', 'compile/shareCards/cardFonts.ts'];

export interface AstroProject {
  dir: string;
  version: string;
  /** Where a build writes the site. */
  outDir: string;
  /** Replaces the synthetic site's pages with the link targets and pages 1…count, and their share cards (none: no endpoint). */
  writePages(count: number, cards: AstroCard[]): void;
  /** Removes what a build leaves (output and Astro's caches), so the next one is cold. */
  clean(): void;
  /** The built HTML of a synthetic page. */
  pageFile(slug: string): string;
  /** The built share card of a synthetic page. */
  cardFile(slug: string): string;
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
  const cardsDir = path.join(dir, 'src', 'cards');
  copyWithImports(CARD_MODULES, ENGINE, path.join(cardsDir, 'engine'));
  writeFileSync(path.join(cardsDir, 'theme.json'), JSON.stringify(readCardTheme(projectRoot)));
  const version = (JSON.parse(readFileSync(path.join(dir, 'node_modules', 'astro', 'package.json'), 'utf8')) as { version: string }).version;
  return {
    dir,
    version,
    outDir: path.join(dir, 'dist'),
    writePages(count, cards) {
      const pages = path.join(dir, 'src', 'pages');
      const kept = cards.length > 0 ? [SEARCH_INDEX, SHARE_CARDS] : [SEARCH_INDEX];
      for (const file of readdirSync(pages)) if (!kept.includes(file)) rmSync(path.join(pages, file), { recursive: true });
      writeFileSync(path.join(cardsDir, 'share-cards.json'), JSON.stringify(cards));
      writeAstroPages(pages, count);
    },
    clean() {
      for (const leftover of ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite']) rmSync(path.join(dir, leftover), { recursive: true, force: true });
    },
    pageFile: (slug) => path.join(dir, 'dist', 'bench', slug, 'index.html'),
    cardFile: (slug) => path.join(dir, 'dist', 'share', 'bench', `${slug}.png`),
  };
}

/**
 * Copies `files` (relative to `from`) into `to`, each where it is under `from`, with every module they
 * import by a relative path, followed through: the card's layout imports what it needs as it changes.
 */
function copyWithImports(files: string[], from: string, to: string): void {
  const copied = new Set<string>();
  const queue = [...files];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (copied.has(file)) continue;
    copied.add(file);
    const text = readFileSync(path.join(from, file), 'utf8');
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    writeFileSync(path.join(to, file), text);
    for (const [, specifier] of text.matchAll(/^import[^;]*? from '(\.\.?\/[^']+)'/gm)) {
      queue.push(path.posix.join(path.posix.dirname(file), specifier!));
    }
  }
}
