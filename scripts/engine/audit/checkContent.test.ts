import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite } from '../../testing/fixtureSite/definition.ts';
import { checkContent } from './checkContent.ts';

/** The fixture site as a git repository with one commit, where a writer then edits a page. */
let root: string;
const content = () => path.join(root, 'content');
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: root, stdio: 'pipe' });

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'check-content-'));
  cpSync(path.join(import.meta.dirname, '..', '..', 'testing', 'fixtureSite', 'content'), content(), { recursive: true });
  writeFileSync(path.join(root, 'cspell.config.yaml'), 'version: "0.2"\nlanguage: vi,en\nimport: ["@cspell/dict-vi-vn/cspell-ext.json"]\n');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'site');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('checkContent', { timeout: 60_000 }, () => {
  it('lists a warning in a page the writer has just changed, and only counts its placeholders and the other pages\' warnings', async () => {
    const home = path.join(content(), 'index.mdx');
    const committed = readFileSync(home, 'utf8');
    // Typed in decomposed form (NFD), as some keyboards and pasted text do; and a placeholder left in.
    const edited = committed.replace(/^title: .*$/m, `title: ${'Trang chủ mới'.normalize('NFD')}`).replace(/^description: (.*)$/m, 'description: !example $1');
    writeFileSync(home, edited);
    writeFileSync(path.join(content(), 'su-kien.mdx'), readFileSync(path.join(content(), 'su-kien.mdx'), 'utf8').replace(/^title: (.*)$/m, (_, title: string) => `title: ${title.normalize('NFD')}`));
    git('add', 'content/su-kien.mdx');
    git('commit', '-q', '-m', 'an older edit');
    try {
      const { problems } = await checkContent(fixtureSite, content(), root);
      const warnings = problems.filter((problem) => problem.severity === 'warning').map(({ file, rule, listed }) => ({ file, rule, listed: listed ?? false }));
      expect(warnings).toEqual(expect.arrayContaining([
        { file: 'content/index.mdx', rule: 'nfc', listed: true },
        { file: 'content/index.mdx', rule: 'example', listed: false },
        { file: 'content/su-kien.mdx', rule: 'nfc', listed: false },
      ]));
    } finally {
      writeFileSync(home, committed);
    }
  });
});
