import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './lib/paths.ts';

/**
 * Runs the real build in a scratch copy of the project, so breaking content
 * here never touches the working tree.
 */
let copy: string;
const home = () => path.join(copy, 'content', 'index.mdx');
const marker = () => path.join(copy, 'dist', 'client', 'previous-build.txt');

function build() {
  // Vitest's own variables (VITEST, NODE_ENV=test) would make vike skip its plugin: build as a shell would.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST'));
  const run = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
    cwd: copy,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'site-build-'));
  const tracked = spawnSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: projectRoot, encoding: 'utf8' }).stdout.split('\n');
  for (const file of tracked.filter(Boolean)) {
    if (!existsSync(path.join(projectRoot, file))) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(projectRoot, file), path.join(copy, file));
  }
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // Stands for the site that is live now: a failed build must leave it exactly as it is.
  mkdirSync(path.dirname(marker()), { recursive: true });
  writeFileSync(marker(), 'live site');
});

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
});

describe('npm run build', () => {
  it('stops on a wrong frontmatter type with a path:line:col field message and leaves dist/ untouched', () => {
    const valid = readFileSync(home(), 'utf8');
    const line = valid.split('\n').findIndex((text) => text.startsWith('featuredCourse:')) + 1;
    writeFileSync(home(), valid.replace(/^featuredCourse: .*$/m, 'featuredCourse: 42'));
    try {
      const { status, output } = build();
      expect(status).not.toBe(0);
      expect(output).toMatch(new RegExp(`content/index\\.mdx:${line}:1  schema  featuredCourse: expected one of "flagship", .*; received number 42`));
      expect(readFileSync(marker(), 'utf8')).toBe('live site');
      expect(existsSync(path.join(copy, 'dist', 'client', 'index.html'))).toBe(false);
    } finally {
      writeFileSync(home(), valid);
    }
  });

  it('leaves dist/ untouched when the MDX itself fails to compile', () => {
    const valid = readFileSync(home(), 'utf8');
    writeFileSync(home(), valid.replace('<BenefitGrid />', '<BenefitGrid'));
    try {
      const { status } = build();
      expect(status).not.toBe(0);
      expect(readFileSync(marker(), 'utf8')).toBe('live site');
    } finally {
      writeFileSync(home(), valid);
    }
  });

  it('writes every page, the not-found page and the search index, replacing the previous build', () => {
    const { status, output } = build();
    expect(status, output).toBe(0);
    const client = path.join(copy, 'dist', 'client');
    expect(existsSync(path.join(client, 'index.html'))).toBe(true);
    expect(existsSync(path.join(client, '404.html'))).toBe(true);
    const index: { url: string }[] = JSON.parse(readFileSync(path.join(client, 'search-index.json'), 'utf8'));
    expect(index.map((entry) => entry.url)).toContain('/');
    expect(existsSync(marker())).toBe(false);
    expect(readdirNames(copy).filter((name) => name.startsWith('.dist-') || name.startsWith('dist.old'))).toEqual([]);
  });
});

function readdirNames(dir: string): string[] {
  return spawnSync('ls', ['-A', dir], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
}
