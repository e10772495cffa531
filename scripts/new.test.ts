import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf } from '../lib/countOf.ts';
import { loadContent } from './engine/derive/loadContent.ts';
import { contentDir } from './engine/core/paths.ts';
import { formatProblem } from './engine/core/problem.ts';
import { runNewCommand } from './engine/scaffold/newCommand.ts';
import { makeScratchProject, runScript } from './tools/bench/scratchProject.ts';
import { site } from '../site/definition.ts';

/**
 * Runs `npm run new` on a scratch copy of the project and reads the content back as `npm run check`
 * does, so every kind's template is proven to pass as written. Most cases call the command's logic
 * in-process (a process a case cost ~2 s of CPU); the usage and the event's dates go through the
 * real script, which proves its arguments and clock reach that logic.
 */
let copy: string;
const content = (...parts: string[]) => path.join(copy, 'content', ...parts);
// A fixed clock, so the example dates (30 days on) are known.
const SITE_NOW = '2025-08-01';
const newPageByScript = (...args: string[]) => runScript(copy, 'new.ts', args, { SITE_NOW });
function newPage(...args: string[]) {
  const { exitCode, out, err } = runNewCommand(site, args, { contentDir: content(), root: copy, today: SITE_NOW });
  const stdout = out.map((line) => `${line}\n`).join('');
  return { status: exitCode, stdout, output: stdout + err.map((line) => `${line}\n`).join('') };
}
const load = () => loadContent(site, content(), copy);
const errorLines = (loaded: ReturnType<typeof loadContent>) => loaded.problems.filter((p) => p.severity === 'error').map(formatProblem);

/** Puts back the project's own content, so each test starts from the real pages and data. */
function resetContent() {
  rmSync(content(), { recursive: true, force: true });
  cpSync(contentDir, content(), { recursive: true });
}

/** The frontmatter's top-level keys that have no comment on the line above. */
function uncommentedFields(source: string): string[] {
  const lines = (/^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '').split('\n');
  return lines.flatMap((line, index) => {
    const key = /^([a-zA-Z]\w*):/.exec(line)?.[1];
    return key && !lines[index - 1]?.startsWith('#') ? [key] : [];
  });
}

beforeAll(() => {
  copy = makeScratchProject('site-new-');
});

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
});

// Each test runs the script (and reads all content) on a machine that may be busy with other builds.
describe('npm run new', { timeout: 60_000 }, () => {
  const cases = site.kinds.map((kind) => ({ kind, slug: 'demo', file: 'demo.mdx', route: '/demo' }));

  it.each(cases)('writes a $kind page that loads without errors, every field commented', ({ kind, slug, file, route }) => {
    resetContent();
    const run = newPage(kind, slug);
    expect(run.status, run.output).toBe(0);
    expect(run.stdout).toContain(`Đã tạo content/${file} (${kind}), hiện ở địa chỉ ${route}.`);

    const loaded = load();
    expect(errorLines(loaded)).toEqual([]);
    const page = loaded.pages.find((p) => p.route === route);
    expect(page?.frontmatter.type).toBe(kind);
    const source = readFileSync(content(file), 'utf8');
    expect(uncommentedFields(source)).toEqual([]);
    expect(source).not.toMatch(/\{\{\w+\}\}/);
    expect(source).toBe(source.normalize('NFC'));
  });

  it('gives a course page its own offering in courses.yaml, its sessions counted from the new curriculum', () => {
    resetContent();
    const before = readFileSync(content('data', 'courses.yaml'), 'utf8');
    const run = newPage('course', 'khoa-hoc/demo');
    expect(run.status, run.output).toBe(0);
    expect(run.stdout).toContain('Đã tạo content/khoa-hoc/demo.mdx (course), hiện ở địa chỉ /khoa-hoc/demo.');
    expect(run.stdout).toContain('Đã thêm khóa học "khoa-hoc-demo" vào content/data/courses.yaml');

    const after = readFileSync(content('data', 'courses.yaml'), 'utf8');
    expect(after.startsWith(before)).toBe(true);
    const added = after.slice(before.length);
    expect(added).toMatch(/^khoa-hoc-demo:$/m);
    expect(added).not.toMatch(/^\s+sessions:/m);
    expect(added).toContain('  href: /khoa-hoc/demo\n');
    expect(added).toContain('  startDate: !example 2025-08-31\n');
    expect(added).toContain('  registerForm: !example https://forms.example.com/khoa-hoc-demo\n');

    const loaded = load();
    expect(errorLines(loaded)).toEqual([]);
    const page = loaded.pages.find((p) => p.route === '/khoa-hoc/demo');
    expect(page?.frontmatter.type === 'course' && page.frontmatter.offering).toBe('khoa-hoc-demo');
    expect(loaded.data.courses['khoa-hoc-demo']?.sessions).toBe(page && countOf(page.frontmatter, 'curriculum'));
  });

  it('puts an event 30 days after today, in Vietnam time', () => {
    resetContent();
    expect(newPageByScript('event', 'demo').status).toBe(0);
    const source = readFileSync(content('demo.mdx'), 'utf8');
    expect(source).toContain('start: !example 2025-08-31T19:30:00+07:00\n');
  });

  it('refuses a slug that exists, names the file and leaves it untouched', () => {
    resetContent();
    const before = readFileSync(content('gioi-thieu.mdx'), 'utf8');
    const run = newPage('page', 'gioi-thieu');
    expect(run.status).toBe(1);
    expect(run.output).toContain('npm run new: content/gioi-thieu.mdx đã có; chọn slug khác hoặc sửa tệp đó');
    expect(readFileSync(content('gioi-thieu.mdx'), 'utf8')).toBe(before);
  });

  it('refuses an unknown kind and lists the kinds', () => {
    resetContent();
    const run = newPage('blog', 'demo');
    expect(run.status).toBe(1);
    expect(run.output).toContain('npm run new: không có loại trang "blog"; dùng một trong page, home, landing, course, bootcamp, schedule, exercises, guide, event');
    expect(existsSync(content('demo.mdx'))).toBe(false);
  });

  it.each(['Demo', 'demo_page', '-demo', 'demo/', '../demo', 'trang mới'])('refuses the slug %j, which is not lowercase words and hyphens', (slug) => {
    resetContent();
    const run = newPage('page', slug);
    expect(run.status).toBe(1);
    expect(run.output).toContain(`npm run new: slug ${JSON.stringify(slug)} không hợp lệ; chỉ dùng chữ thường không dấu, số và dấu -, với / cho địa chỉ lồng`);
  });

  it('refuses slugs reserved for shared data and for the home page', () => {
    resetContent();
    expect(newPage('page', 'data/demo').output).toContain('npm run new: slug "data/demo" không hợp lệ; content/data/ chứa dữ liệu dùng chung, không chứa trang');
    expect(newPage('page', 'blog/index').output).toContain('npm run new: slug "blog/index" không hợp lệ; "index" là tên của trang chủ, chọn tên khác');
    expect(existsSync(content('data', 'demo.mdx'))).toBe(false);
  });

  it('refuses to replace the home page', () => {
    resetContent();
    const run = newPage('home', 'index');
    expect(run.status).toBe(1);
    expect(run.output).toContain('npm run new: content/index.mdx đã có; chọn slug khác hoặc sửa tệp đó');
  });

  it('refuses a course page whose offering id is taken, and writes nothing', () => {
    resetContent();
    const courses = readFileSync(content('data', 'courses.yaml'), 'utf8');
    const run = newPage('bootcamp', 'flagship');
    expect(run.status).toBe(1);
    expect(run.output).toContain('npm run new: mã khóa học "flagship" đã có trong content/data/courses.yaml; chọn slug khác, hoặc tự viết trang với offering: flagship');
    expect(existsSync(content('flagship.mdx'))).toBe(false);
    expect(readFileSync(content('data', 'courses.yaml'), 'utf8')).toBe(courses);
  });

  it('prints its usage when the kind or the slug is missing', () => {
    const run = newPageByScript('page');
    expect(run.status).toBe(1);
    expect(run.output).toContain('cách dùng: npm run new -- <loại> <slug>');
    expect(run.output).toContain('loại  một trong page, home, landing, course, bootcamp, schedule, exercises, guide, event');
  });

  it('scaffolds every kind into one site that passes npm run check', () => {
    resetContent();
    for (const { kind } of cases) {
      const run = newPage(kind, `demo-${kind}`);
      expect(run.status, run.output).toBe(0);
    }
    expect(newPage('page', 'huong-dan/demo').status).toBe(0);
    const check = runScript(copy, 'check.ts', [], { SITE_NOW });
    expect(check.status, check.output).toBe(0);
    expect(check.stdout).toMatch(/: 0 lỗi,/);
  }, 180_000);
});
