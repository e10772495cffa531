/**
 * The files a writer has just added or edited, as git knows them: uncommitted (the working tree or
 * the index differs from HEAD, or the file is new and not ignored), and, given a base (the branch a
 * pull request goes into, `origin/main`), every file changed on this branch since it left the base.
 * Checks that should speak up only about the writer's own change (an event already over) ask this.
 * Outside a git repository, or without git, no file counts as changed, and nothing fails.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Paths relative to `root`, with `/`, as problems name files (`content/su-kien.mdx`). */
export function changedFiles(root: string, { base }: { base?: string } = {}): Set<string> {
  const toplevel = git(root, ['rev-parse', '--show-toplevel'])?.trim();
  if (!toplevel) return new Set();
  const hasHead = git(root, ['rev-parse', '--verify', '--quiet', 'HEAD']) !== undefined;
  const listed = [
    // Before the first commit every file in the index is new.
    ...(hasHead ? git(root, ['diff', '--name-only', '-z', 'HEAD']) : git(root, ['ls-files', '-z', '--full-name']))?.split('\0') ?? [],
    ...git(root, ['ls-files', '--others', '--exclude-standard', '-z', '--full-name'])?.split('\0') ?? [],
    ...(base ? sinceBase(root, base) : []),
  ];
  return new Set(listed.filter(Boolean).map((file) => path.relative(root, path.join(toplevel, file)).split(path.sep).join('/')));
}

/** The files changed on this branch since it left `base` (three dots: the base's own later commits are not the writer's). */
function sinceBase(root: string, base: string): string[] {
  const names = git(root, ['diff', '--name-only', '-z', `${base}...HEAD`]);
  if (names === undefined) throw new UnknownBase(base);
  return names.split('\0');
}

/** A base git does not know (a typo, or a clone without the base branch's history): the command says so and stops. */
export class UnknownBase extends Error {
  constructor(base: string) {
    super(`--base ${base}: git không tìm thấy nhánh hay commit này; viết tên nhánh gốc của pull request, ví dụ origin/main (trên GitHub Actions, checkout cần fetch-depth: 0)`);
    this.name = 'UnknownBase';
  }
}

/** git's output, or undefined when it fails (no repository, no git, an unknown revision). */
function git(cwd: string, args: string[]): string | undefined {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 1 << 26 });
  return run.status === 0 ? run.stdout : undefined;
}
