/**
 * For the engine's build tests: a scratch copy of the fixture project (.project/: the fixture site's
 * Vite config, renderer and pages, wired to the engine as the real site's are) with the fixture's
 * content, built by the engine's buildSite as a writer runs `npm run build`, in a process of its own
 * (vike skips its plugin under Vitest) and one build at a time (oneBuildAtATime.ts). The copy sits as
 * deep as the project does here, beside links to the engine and node_modules, so its imports resolve;
 * it has a build cache of its own.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../engine/core/paths.ts';
import { oneBuildAtATime } from '../oneBuildAtATime.ts';
import { scriptEnv } from '../scriptEnv.ts';

const PROJECT = path.relative(projectRoot, path.join(import.meta.dirname, '.project'));

export interface FixtureBuild {
  status: number | null;
  /** What the command printed, stdout then stderr. */
  output: string;
  /** Pages pre-rendered and pages taken from the page cache. */
  rendered: number;
  reused: number;
  /** Whether the Vite output of an earlier build of the same code was copied in instead of running Vite. */
  viteOutputReused: boolean;
}

export interface FixtureProject {
  /** The copy's top folder, which holds the project at the depth it has here and the links its imports reach. */
  top: string;
  /** The copy's project root: its content/ holds the fixture's content, its dist/ the built site. */
  root: string;
  /** The environment its commands run in: a shell's, with the copy's own build cache and the clock at `now` (SITE_NOW). */
  env(now?: string): Record<string, string | undefined>;
  /** The built site visitors get (dist/client). */
  client: string;
  /** Builds with the clock at `now` (SITE_NOW). */
  build(now?: string): FixtureBuild;
  /** Writes a file under the project root (`content/x.mdx`, `components/Layout.tsx`); `null` deletes it. */
  write(file: string, text: string | Uint8Array | null): void;
  /** Changes a file under the project root; fails when the change changes nothing. */
  edit(file: string, change: (text: string) => string): void;
  read(file: string): string;
  /** The built pages' HTML files, relative to `client` (`index.html`, `su-kien/index.html`). */
  builtPages(): string[];
  /** The built pages whose HTML holds `text`. */
  pagesShowing(text: string): string[];
  /** Empties the build cache: the next build is cold. */
  clearCache(): void;
  remove(): void;
}

export function makeFixtureProject(now = '2029-12-01'): FixtureProject {
  const scratch = mkdtempSync(path.join(tmpdir(), 'fixture-project-'));
  const root = path.join(scratch, PROJECT);
  cpSync(path.join(projectRoot, PROJECT), root, { recursive: true });
  cpSync(path.join(import.meta.dirname, 'content'), path.join(root, 'content'), { recursive: true });
  // The review's command (review.ts) serves the built sites with scripts/serve.ts.
  for (const linked of ['node_modules', 'tsconfig.json', 'scripts/engine', 'scripts/serve.ts', path.join(path.dirname(PROJECT), 'definition.ts')]) {
    mkdirSync(path.dirname(path.join(scratch, linked)), { recursive: true });
    symlinkSync(path.join(projectRoot, linked), path.join(scratch, linked));
  }
  // What git leaves out when a test makes the copy a repository (as the review's does).
  writeFileSync(path.join(scratch, '.gitignore'), 'node_modules\ndist/\n/cache/\n');
  const cache = path.join(scratch, 'cache');
  const client = path.join(root, 'dist', 'client');
  const full = (file: string) => path.join(root, file);
  const builtPages = () => readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('index.html')).sort();

  const env = (at = now) => ({ ...scriptEnv(), SITE_CACHE_DIR: cache, SITE_NOW: at });

  return {
    top: scratch,
    root,
    client,
    env,
    build(at = now) {
      const run = oneBuildAtATime(() => spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], {
        cwd: root,
        env: env(at),
        encoding: 'utf8',
        timeout: 120_000,
      }));
      const output = run.stdout + run.stderr;
      const [, rendered, reused] = /Pages: (\d+) rendered, (\d+) reused/.exec(output) ?? [];
      return { status: run.status, output, rendered: Number(rendered), reused: Number(reused), viteOutputReused: output.includes('Vite build (reused)') };
    },
    write(file, text) {
      if (text === null) return rmSync(full(file), { force: true });
      mkdirSync(path.dirname(full(file)), { recursive: true });
      writeFileSync(full(file), text);
    },
    edit(file, change) {
      const before = readFileSync(full(file), 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`${file}: the edit changed nothing`);
      writeFileSync(full(file), after);
    },
    read: (file) => readFileSync(full(file), 'utf8'),
    builtPages,
    pagesShowing: (text) => builtPages().filter((file) => readFileSync(path.join(client, file), 'utf8').includes(text)),
    clearCache: () => rmSync(cache, { recursive: true, force: true }),
    remove: () => rmSync(scratch, { recursive: true, force: true }),
  };
}
