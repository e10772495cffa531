import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedFiles } from './changedFiles.ts';

let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** A scratch repository on branch main with these files committed; the project is its `site/` folder, as a site may sit in a monorepo. */
function repository(files: Record<string, string>): { root: string; write: (file: string, text: string) => void; git: (...args: string[]) => void } {
  scratch = mkdtempSync(path.join(tmpdir(), 'changed-files-'));
  const root = path.join(scratch, 'site');
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const git = (...args: string[]) => {
    const run = spawnSync('git', ['-c', 'user.name=Thử', '-c', 'user.email=thu@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: root, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr);
  };
  for (const [file, text] of Object.entries(files)) write(file, text);
  git('init', '--quiet', '--initial-branch=main', scratch);
  git('add', '.');
  git('commit', '--quiet', '-m', 'trang đầu');
  return { root, write, git };
}

describe('changedFiles', () => {
  it('names the files edited, staged or new and not ignored, from the project root, and no committed file', () => {
    const { root, write, git } = repository({ 'content/a.mdx': 'a', 'content/b.mdx': 'b', 'content/c.mdx': 'c', '.gitignore': 'dist/\n' });
    write('content/a.mdx', 'a sửa');
    write('content/b.mdx', 'b sửa');
    git('add', 'content/b.mdx');
    write('content/moi.mdx', 'mới');
    write('dist/index.html', 'bản dựng');
    expect([...changedFiles(root)].sort()).toEqual(['content/a.mdx', 'content/b.mdx', 'content/moi.mdx']);
  });

  it('adds what a pull request\'s branch changed since it left its base, but not the base\'s own later commits', () => {
    const { root, write, git } = repository({ 'content/a.mdx': 'a', 'content/b.mdx': 'b' });
    git('checkout', '--quiet', '-b', 'su-kien-moi');
    write('content/a.mdx', 'a trên nhánh');
    git('commit', '--quiet', '-am', 'sửa a');
    git('checkout', '--quiet', 'main');
    write('content/b.mdx', 'b trên main');
    git('commit', '--quiet', '-am', 'sửa b');
    git('checkout', '--quiet', 'su-kien-moi');
    expect([...changedFiles(root)]).toEqual([]);
    expect([...changedFiles(root, { base: 'main' })]).toEqual(['content/a.mdx']);
  });

  it('says in Vietnamese which base git does not know', () => {
    const { root } = repository({ 'content/a.mdx': 'a' });
    expect(() => changedFiles(root, { base: 'origin/khong-co' })).toThrow('--base origin/khong-co: git không tìm thấy nhánh hay commit này');
  });

  it('counts no file as changed outside a git repository, without failing', () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'changed-files-'));
    writeFileSync(path.join(scratch, 'a.mdx'), 'a');
    expect([...changedFiles(scratch)]).toEqual([]);
  });
});
