/**
 * `npm run facts:diff -- <base> [<head>]`: the facts a pull request changes, for its reviewers.
 * Compares every page as a visitor sees it (its frontmatter with the shared data it shows and the
 * facts it derives, and its prose) and every shared data file between two git revisions of the
 * repository in the current directory, and prints Markdown (see scripts/engine/diff/diffRevisions.ts;
 * what this site's pages show and how its facts are named: site/diff/).
 *
 * `<head>` defaults to HEAD, the last commit; pass `--working-tree` to compare against content/
 * as it is on disk, uncommitted edits and new files included. Each revision's content/ (with
 * public/, which the loader checks images and files against) is extracted with `git archive` into
 * a temporary folder and read by the same loader as the build, so a revision with content errors
 * is still compared as far as it loads, and the output says so.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diffRevisions } from './engine/diff/diffRevisions.ts';
import { loadContent, type LoadedContent } from './engine/derive/loadContent.ts';
import { site } from '../site/definition.ts';

const WORKING_TREE = '--working-tree';
const usage = `usage: npm run facts:diff -- <base> [<head> | ${WORKING_TREE}]   (head defaults to HEAD)`;

const args = process.argv.slice(2);
const [base, head = 'HEAD'] = args;
if (base === undefined || base.startsWith('-') || args.length > 2) {
  console.error(usage);
  process.exit(2);
}

const cwd = process.cwd();
const toplevel = git(['rev-parse', '--show-toplevel']).trim();
// content/ and public/ as paths from the repository's top, for a project that sits in a subfolder.
const prefix = git(['rev-parse', '--show-prefix']).trim();
const contentPath = `${prefix}content`;
const publicPath = `${prefix}public`;

for (const revision of head === WORKING_TREE ? [base] : [base, head]) {
  if (spawnSync('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], { cwd }).status !== 0) {
    console.error(`facts:diff: unknown revision ${JSON.stringify(revision)}; expected a commit, branch or tag such as HEAD~1 or origin/main`);
    process.exit(2);
  }
}

const loadedBase = loadAt(base);
const loadedHead = head === WORKING_TREE ? loadContent(site, path.join(cwd, 'content'), cwd) : loadAt(head);
console.log(diffRevisions(site, { name: base, content: loadedBase }, { name: head === WORKING_TREE ? 'working tree' : head, content: loadedHead }));

/** The content of a commit, extracted into a temporary folder and loaded there. */
function loadAt(revision: string): LoadedContent {
  const scratch = mkdtempSync(path.join(tmpdir(), 'facts-diff-'));
  try {
    const root = path.join(scratch, prefix);
    mkdirSync(path.join(root, 'content'), { recursive: true });
    // A revision from before content/ existed compares as empty.
    const exists = (folder: string) => spawnSync('git', ['cat-file', '-e', `${revision}:${folder}`], { cwd: toplevel }).status === 0;
    if (exists(contentPath)) {
      const folders = [contentPath, ...(exists(publicPath) ? [publicPath] : [])];
      const archive = spawnSync('git', ['archive', '--format=tar', revision, '--', ...folders], { cwd: toplevel, maxBuffer: 1 << 30 });
      if (archive.status !== 0) throw new Error(`git archive ${revision} failed: ${archive.stderr.toString()}`);
      const untar = spawnSync('tar', ['-x', '-C', scratch], { input: archive.stdout });
      if (untar.status !== 0) throw new Error(`extracting ${revision} failed: ${untar.stderr.toString()}`);
    }
    return loadContent(site, path.join(root, 'content'), root);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function git(gitArgs: string[]): string {
  const run = spawnSync('git', gitArgs, { cwd, encoding: 'utf8' });
  if (run.status !== 0) {
    console.error(`facts:diff: git ${gitArgs.join(' ')} failed: ${run.stderr.trim() || 'is this a git repository?'}`);
    process.exit(2);
  }
  return run.stdout;
}
