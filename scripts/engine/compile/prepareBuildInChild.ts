/**
 * How `npm run build` runs its first step (prepareBuild.ts) in a process of its own, and what that
 * step answers. Apart from prepareBuild.ts, so the build's own process does not load what the step
 * needs (the content schemas, the MDX compiler, sharp): starting it took the build 0.7 s more.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Problem } from '../core/problem.ts';
import type { ShareCardFacts } from './shareCards/shareCardFacts.ts';
import type { PageCard } from './shareCards/pageCards.ts';

/** What the build needs from the content once it is valid. */
export interface BuildPlan {
  /** Published pages, to build and audit. */
  pages: { route: string; file: string }[];
  /** Routes of pages left out now (drafts, scheduled), to say why a link to one fails. */
  unpublished: string[];
  /** Hosts allowed in iframes (site.yaml). */
  embedHosts: string[];
  siteUrl: string;
  /** The pages' share cards, to copy into the built site. */
  cards: PageCard[];
}

/** The file descriptor the missing share cards are written to (as JSON), when the build draws them. */
export const CARDS_FD_ENV = 'SITE_MISSING_CARDS_FD';

export type Prepared = { plan: BuildPlan } | { errors: Problem[] };

/**
 * Runs prepareBuild in a child process (prepareBuild.ts, run as a script, with the loader this process has).
 * `onMissingCards` is given the share cards missing from the cache as soon as the content is read
 * (not at all when it is invalid), for the caller to draw; without it the child draws them.
 */
export function prepareBuildInChild(cwd: string, { definitionFile, onMissingCards }: {
  /** The module that exports the site's definition as `site` (the build's entry point knows it). */
  definitionFile: string;
  onMissingCards?: (cards: ShareCardFacts[]) => void;
}): Promise<Prepared> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(new URL('./prepareBuild.ts', import.meta.url)), definitionFile], {
      cwd,
      stdio: ['ignore', 'pipe', 'inherit', onMissingCards ? 'pipe' : 'ignore'],
      env: onMissingCards ? { ...process.env, [CARDS_FD_ENV]: '3' } : process.env,
    });
    const answer: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => answer.push(chunk));
    const cards = child.stdio[3];
    if (onMissingCards && cards) {
      const text: Buffer[] = [];
      cards.on('data', (chunk: Buffer) => text.push(chunk));
      cards.on('end', () => {
        const missing = text.length > 0 ? JSON.parse(Buffer.concat(text).toString('utf8')) as ShareCardFacts[] : [];
        if (missing.length > 0) onMissingCards(missing);
      });
    }
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`preparing the build failed (exit code ${code})`));
      else resolve(JSON.parse(Buffer.concat(answer).toString('utf8')) as Prepared);
    });
  });
}
