import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDir, projectRoot } from './engine/core/paths.ts';

/**
 * Runs the real `facts:diff` in a scratch git repository holding a copy of content/,
 * with one commit per kind of change, tagged: start → prices → pages → broken.
 */
let repo: string;
const file = (name: string) => path.join(repo, 'content', name);

function git(...args: string[]) {
  const run = spawnSync('git', ['-c', 'commit.gpgsign=false', ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@example.com', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@example.com' },
  });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
}

function commit(tag: string) {
  git('add', '-A');
  git('commit', '-q', '-m', tag);
  git('tag', tag);
}

function factsDiff(...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(projectRoot, 'scripts/facts-diff.ts'), ...args], {
    cwd: repo,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Replaces `pattern` inside one top-level YAML entry (`bootcamp-tradingview:` …), failing if it is not there. */
function editEntry(source: string, entry: string, pattern: RegExp, replacement: string): string {
  const start = source.indexOf(`\n${entry}:\n`);
  const end = source.indexOf('\n\n', start + 1);
  const block = source.slice(start, end === -1 ? undefined : end);
  if (start === -1 || !pattern.test(block)) throw new Error(`${pattern} not found in ${entry}`);
  return source.slice(0, start) + block.replace(pattern, replacement) + (end === -1 ? '' : source.slice(end));
}

function editCourse(edits: [RegExp, string][]) {
  let source = readFileSync(file('data/courses.yaml'), 'utf8');
  for (const [pattern, replacement] of edits) source = editEntry(source, 'bootcamp-tradingview', pattern, replacement);
  writeFileSync(file('data/courses.yaml'), source);
}

const eventPage = ({ start, price, body }: { start: string; price: number; body: string[] }) => `---
type: event
title: Sự kiện thử
description: Một sự kiện để thử so sánh dữ kiện.
start: ${start}
place:
  online: Zoom
price: ${price}
registration:
  form: https://forms.example.com/su-kien-thu
---

${body.join('\n\n')}
`;
const prosePage = (title: string) => `---
type: page
title: ${title}
description: Một trang văn bản để thử so sánh.
---

# ${title}
`;

beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'facts-diff-'));
  cpSync(contentDir, path.join(repo, 'content'), { recursive: true });
  git('init', '-q');
  editCourse([[/^ {2}price: \d+$/m, '  price: 990000'], [/^ {2}startDate: [\d-]+$/m, '  startDate: 2025-08-13']]);
  writeFileSync(file('su-kien-thu.mdx'), eventPage({ start: '2025-08-08T20:00:00+07:00', price: 0, body: ['# Sự kiện thử', 'Đoạn một.', 'Đoạn hai.', 'Đoạn ba.'] }));
  writeFileSync(file('trang-cu.mdx'), prosePage('Trang cũ'));
  commit('start');

  editCourse([[/^ {2}price: \d+$/m, '  price: 1290000'], [/^ {2}startDate: [\d-]+$/m, '  startDate: 2025-08-20']]);
  commit('prices');

  writeFileSync(file('su-kien-thu.mdx'), eventPage({ start: '2025-08-15T19:30:00+07:00', price: 150000, body: ['# Sự kiện thử', 'Đoạn một, viết lại.', 'Đoạn hai, viết lại.', 'Đoạn ba.', 'Đoạn bốn.'] }));
  unlinkSync(file('trang-cu.mdx'));
  writeFileSync(file('trang-moi.mdx'), prosePage('Trang mới'));
  commit('pages');

  writeFileSync(file('su-kien-thu.mdx'), readFileSync(file('su-kien-thu.mdx'), 'utf8').replace('price: 150000', 'price: miễn phí'));
  writeFileSync(file('trang-moi.mdx'), prosePage('Trang mới, đổi tên'));
  commit('broken');

  git('checkout', '-q', 'prices');
}, 30_000);

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
});

// Each run starts tsx and loads two revisions: about a second, more on a busy machine.
describe('npm run facts:diff', { timeout: 30_000 }, () => {
  it('prints a committed price and date change, formatted, and nothing else', () => {
    const { status, stdout } = factsDiff('HEAD~1');
    expect(status).toBe(0);
    expect(stdout).toBe([
      '### content/data/courses.yaml › bootcamp-tradingview',
      '- học phí: 990.000 VNĐ → 1.290.000 VNĐ',
      '- khai giảng: 13/08/2025 → 20/08/2025',
      '',
    ].join('\n'));
  });

  it('lists added and removed pages, a page’s changed facts and a count of its changed paragraphs', () => {
    const { status, stdout } = factsDiff('prices', 'pages');
    expect(status).toBe(0);
    expect(stdout).toBe([
      '### Trang mới',
      '- /trang-moi — Trang mới',
      '',
      '### Trang đã xóa',
      '- /trang-cu — Trang cũ',
      '',
      '### /su-kien-thu',
      '- thời gian: 08/08/2025 20:00 → 15/08/2025 19:30',
      '- chi phí: Miễn phí → 150.000 VNĐ',
      '- 2 đoạn văn thay đổi, 1 đoạn văn mới',
      '',
    ].join('\n'));
  });

  it('compares what loads when a revision has content errors, and says so', () => {
    const { status, stdout } = factsDiff('pages', 'broken');
    expect(status).toBe(0);
    expect(stdout.split('\n')).toEqual([
      expect.stringMatching(/^> ⚠️ `broken` có 1 lỗi nội dung \(content\/su-kien-thu\.mdx\): /),
      '',
      '### /trang-moi',
      '- title: Trang mới → Trang mới, đổi tên',
      '- 1 đoạn văn thay đổi',
      '',
    ]);
  });

  it('says in one line when nothing changed', () => {
    expect(factsDiff('start', 'start').stdout).toBe('Không có thay đổi nào về dữ kiện hay nội dung giữa `start` và `start`.\n');
  });

  it('compares against uncommitted edits with --working-tree', () => {
    const yaml = readFileSync(file('data/courses.yaml'), 'utf8');
    try {
      editCourse([[/^ {2}startDate: [\d-]+$/m, '  startDate: 2025-09-01']]);
      expect(factsDiff('HEAD', '--working-tree').stdout).toBe([
        '### content/data/courses.yaml › bootcamp-tradingview',
        '- khai giảng: 20/08/2025 → 01/09/2025',
        '',
      ].join('\n'));
    } finally {
      writeFileSync(file('data/courses.yaml'), yaml);
    }
  });

  it('stops with a clear message on an unknown revision', () => {
    const { status, stdout, stderr } = factsDiff('no-such-branch');
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('unknown revision "no-such-branch"');
  });
});
