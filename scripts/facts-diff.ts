/**
 * `npm run facts:diff -- <base> [<head>]`: the facts a pull request changes, for its reviewers.
 * Compares every page as a visitor sees it (its frontmatter with the shared data it shows and the
 * facts it derives, and its prose) and every shared data file between two git revisions of the
 * repository in the current directory, and prints Markdown (see scripts/engine/diff/factsDiff.ts).
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
import { dataSchemas, type DataName, type SiteData } from '../content/schema.ts';
import { deriveFacts } from './engine/derive/deriveFacts.ts';
import { diffSnapshots, type FactsSnapshot } from './engine/diff/factsDiff.ts';
import { renderFactsDiff } from './engine/diff/renderFactsDiff.ts';
import { loadContent, type ContentPage, type LoadedContent } from './engine/derive/loadContent.ts';
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
const before = snapshotOf(base, loadedBase, loadedHead);
const after = snapshotOf(head === WORKING_TREE ? 'working tree' : head, loadedHead, loadedBase);
console.log(renderFactsDiff(diffSnapshots(before, after), { base: before.name, head: after.name }, after.data.labels ?? before.data.labels));

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

function snapshotOf(name: string, { data, pages, problems }: LoadedContent, other: LoadedContent): FactsSnapshot {
  const errorFiles = problems.filter((problem) => problem.severity === 'error').map((problem) => problem.file);
  return { name, data: withDerivedFacts(data, pages, other.data), pages, errorFiles };
}

/**
 * The loader derives facts (session counts) only when every data file is valid. When one is not,
 * often because the schema changed between the revisions, derive them anyway, borrowing the
 * failed files from the other revision, so counted facts do not show up as changes of their own.
 * The borrowed files are not kept: what failed is reported, never compared.
 */
function withDerivedFacts(data: Partial<SiteData>, pages: ContentPage[], other: Partial<SiteData>): Partial<SiteData> {
  if (isComplete(data) || data.courses === undefined) return data;
  const borrowed = { ...other, ...data };
  if (!isComplete(borrowed)) return data;
  return { ...data, courses: deriveFacts(borrowed, pages, undefined).data.courses };
}

function isComplete(data: Partial<SiteData>): data is SiteData {
  return (Object.keys(dataSchemas) as DataName[]).every((name) => data[name] !== undefined);
}

function git(gitArgs: string[]): string {
  const run = spawnSync('git', gitArgs, { cwd, encoding: 'utf8' });
  if (run.status !== 0) {
    console.error(`facts:diff: git ${gitArgs.join(' ')} failed: ${run.stderr.trim() || 'is this a git repository?'}`);
    process.exit(2);
  }
  return run.stdout;
}
