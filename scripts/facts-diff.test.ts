import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDir, projectRoot } from './engine/core/paths.ts';
import { loadContent } from './engine/derive/loadContent.ts';
import { site } from '../site/definition.ts';

/**
 * Runs the real `facts:diff` in a scratch git repository holding a copy of content/ (and of
 * public/, which the loader checks images against),
 * with one commit per kind of change, tagged: start → prices → pages → broken.
 */
let repo: string;
/** The flagship course, which the home, schedule and course pages show. */
let flagship: { title: string; sessions: number };
const COURSE_PAGE = 'lap-trinh-bot-auto-trading-khong-can-biet-code';
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
  // tsx's loader by its path, not tsx's command (a second Node process): the scratch repository has no node_modules.
  const run = spawnSync(process.execPath, ['--import', pathToFileURL(path.join(projectRoot, 'node_modules/tsx/dist/loader.mjs')).href, path.join(projectRoot, 'scripts/facts-diff.ts'), ...args], {
    cwd: repo,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Replaces `pattern` inside one top-level YAML entry (`flagship:` …), failing if it is not there. */
function editEntry(source: string, entry: string, pattern: RegExp, replacement: string): string {
  const start = source.indexOf(`\n${entry}:\n`);
  const end = source.indexOf('\n\n', start + 1);
  const block = source.slice(start, end === -1 ? undefined : end);
  if (start === -1 || !pattern.test(block)) throw new Error(`${pattern} not found in ${entry}`);
  return source.slice(0, start) + block.replace(pattern, replacement) + (end === -1 ? '' : source.slice(end));
}

function editCourse(edits: [RegExp, string][]) {
  let source = readFileSync(file('data/courses.yaml'), 'utf8');
  for (const [pattern, replacement] of edits) source = editEntry(source, 'flagship', pattern, replacement);
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
  const { courses } = loadContent(site, contentDir, projectRoot).data;
  flagship = courses.flagship!;
  repo = mkdtempSync(path.join(tmpdir(), 'facts-diff-'));
  cpSync(contentDir, path.join(repo, 'content'), { recursive: true });
  cpSync(path.join(projectRoot, 'public'), path.join(repo, 'public'), { recursive: true });
  git('init', '-q');
  editCourse([[/^ {2}price: \d+$/m, '  price: 6500000'], [/^ {2}startDate: [\d-]+$/m, '  startDate: 2025-08-13']]);
  writeFileSync(file('su-kien-thu.mdx'), eventPage({ start: '2025-08-08T20:00:00+07:00', price: 0, body: ['# Sự kiện thử', 'Đoạn một.', 'Đoạn hai.', 'Đoạn ba.'] }));
  writeFileSync(file('trang-cu.mdx'), prosePage('Trang cũ'));
  commit('start');

  editCourse([[/^ {2}price: \d+$/m, '  price: 6900000'], [/^ {2}startDate: [\d-]+$/m, '  startDate: 2025-09-10']]);
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
  it('prints a committed price and date change under every page that shows them, as each prints them, and in courses.yaml', () => {
    const { status, stdout } = factsDiff('HEAD~1');
    expect(status).toBe(0);
    expect(stdout).toBe([
      '### /',
      '- Khóa học nổi bật › Giá: 6.500.000 VNĐ → 6.900.000 VNĐ',
      '- Khóa học nổi bật › Ngày khai giảng: 13/08/2025 → 10/09/2025',
      '',
      `### /${COURSE_PAGE}`,
      '- Khóa học › Giá: 6.500.000 VNĐ → 6.900.000 VNĐ',
      '- Khóa học › Ngày khai giảng: 13/08/2025 → 10/09/2025',
      '',
      '### /lich-khai-giang',
      `- ${flagship.title} › Giá: 6.500.000 VNĐ → 6.900.000 VNĐ`,
      `- ${flagship.title} › Ngày khai giảng: 13/08/2025 → 10/09/2025`,
      '',
      '### content/data/courses.yaml › flagship',
      '- Giá: 6.500.000 VNĐ → 6.900.000 VNĐ',
      '- Ngày khai giảng: 13/08/2025 → 10/09/2025',
      '',
    ].join('\n'));
  });

  it('lists added and removed pages, a page’s changed facts and its edited sentences word by word', () => {
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
      '- Bắt đầu: 08/08/2025 20:00 → 15/08/2025 19:30',
      '- Giá: Miễn phí → 150.000 VNĐ',
      '- Câu đã sửa: Đoạn ~~một.~~ **một, viết lại.**',
      '- Câu đã sửa: Đoạn ~~hai.~~ **hai, viết lại.**',
      '- Câu mới: Đoạn bốn.',
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
      '- Tiêu đề: Trang mới → Trang mới, đổi tên',
      '- Câu đã sửa: Trang ~~mới~~ **mới, đổi tên**',
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
      const { stdout } = factsDiff('HEAD', '--working-tree');
      expect(stdout).toContain('### /\n- Khóa học nổi bật › Ngày khai giảng: 10/09/2025 → 01/09/2025\n');
      expect(stdout).toContain('### content/data/courses.yaml › flagship\n- Ngày khai giảng: 10/09/2025 → 01/09/2025\n');
    } finally {
      writeFileSync(file('data/courses.yaml'), yaml);
    }
  });

  it('shows a session added to a curriculum as one new session, and the new count under every page that shows the course', () => {
    const page = file(`${COURSE_PAGE}.mdx`);
    const source = readFileSync(page, 'utf8');
    try {
      const at = source.indexOf('\n    sessions:\n') + '\n    sessions:\n'.length;
      writeFileSync(page, `${source.slice(0, at)}      - title: Buổi thử\n        topics:\n          - Chủ đề thử\n${source.slice(at)}`);
      const { status, stdout } = factsDiff('HEAD', '--working-tree');
      const count = `Số buổi: ${flagship.sessions} → ${flagship.sessions + 1}`;
      expect(status).toBe(0);
      expect(stdout.split('\n').filter((line) => line.startsWith('### '))).toEqual([
        '### /', `### /${COURSE_PAGE}`, '### /lich-khai-giang', '### content/data/courses.yaml › flagship',
      ]);
      expect(stdout).toContain(`### /\n- Khóa học nổi bật › ${count}\n`);
      expect(stdout).toContain(`\n- ${count}\n- Buổi 1 (mới)\n  - Tiêu đề: Buổi thử\n  - Chủ đề: Chủ đề thử\n`);
      expect(stdout).toContain(`### /lich-khai-giang\n- ${flagship.title} › ${count}\n`);
      expect(stdout).toContain(`### content/data/courses.yaml › flagship\n- ${count}\n`);
    } finally {
      writeFileSync(page, source);
    }
  });

  it('stops with a clear message on an unknown revision', () => {
    const { status, stdout, stderr } = factsDiff('no-such-branch');
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('unknown revision "no-such-branch"');
  });
});
