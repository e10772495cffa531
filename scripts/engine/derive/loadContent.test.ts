/**
 * loadContent on the fixture site (scripts/testing/fixtureSite/): a writer's mistakes reported at their
 * lines, one message each, publish status, and what the derive step is handed. This site's own rules
 * (its kinds' schemas, sameEventAs, stat counts, nav contacts, courses) are tested beside them in site/
 * and content/schema/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../core/problem.ts';
import { fixtureSite } from '../../testing/fixtureSite/definition.ts';
import { loadFixture, type FixtureFiles } from '../../testing/fixtureSite/loadFixture.ts';
import type { LoadedContent } from './loadContent.ts';
import type { DeriveContext } from './deriveDefinition.ts';
import type { WrittenPage } from '../validate/underCheck.ts';

const brokenPages = path.join(import.meta.dirname, '..', 'validate', 'fixtures', 'broken-pages');
const fixture = (name: string) => readFileSync(path.join(brokenPages, name), 'utf8');
const errorLines = (result: LoadedContent) => result.problems.filter((p) => p.severity === 'error').map(formatProblem);
const fixtureSource = (name: string) => readFileSync(path.join(import.meta.dirname, '..', '..', 'testing', 'fixtureSite', 'content', name), 'utf8');

describe('loadContent over broken fixtures', () => {
  it('reports invalid YAML with its file and line', () => {
    const result = loadFixture({ 'bad.mdx': fixture('bad-yaml.mdx') });
    // An unclosed quote may legally run over lines, so YAML notices it where the run ends: the quote that opens it is where to look.
    expect(errorLines(result)).toEqual(['content/bad.mdx:3:8  yaml  thiếu dấu ngoặc kép " đóng ở cuối giá trị; thêm nó vào cuối, trên cùng dòng']);
    expect(result.pages.map((page) => page.file)).not.toContain('content/bad.mdx');
  });

  // Each broken page, the name it is saved under, and the one line the writer must see.
  it.each([
    ['a missing field at the block it is missing from, with the block lines', 'missing-field.mdx', 'thieu.mdx',
      'content/thieu.mdx:2:1  schema  description: thiếu; cần một đoạn chữ (trong khối ở dòng 2–3)'],
    ['a wrong type at the line of the key, with expected and received', 'wrong-type.mdx', 'sai.mdx',
      'content/sai.mdx:5:1  schema  draft: cần true hoặc false, đang là "có". Viết true'],
    ['an unknown page kind and lists the kinds that exist', 'unknown-kind.mdx', 'loai.mdx',
      'content/loai.mdx:2:1  schema  type: không có loại trang "blog-post"; dùng một trong: page, event'],
    ['a field the kind does not have', 'unknown-field.mdx', 'la.mdx',
      'content/la.mdx:5:1  schema  price: không có trường "price" ở đây; các trường dùng được: type, title, description, draft, publishDate, unpublishDate, actions'],
  ])('reports %s', (_what, fixtureName, savedAs, expected) => {
    expect(errorLines(loadFixture({ [savedAs]: fixture(fixtureName) }))).toEqual([expected]);
  });

  it('reports MDX that does not parse at its line in the file, frontmatter included', () => {
    const result = loadFixture({ 'hong.mdx': fixture('broken-mdx.mdx') });
    expect(errorLines(result)).toEqual([expect.stringMatching(/^content\/hong\.mdx:11:17 {2}mdx {2}dấu \{ mở một biểu thức nhưng không có dấu \} đóng lại; nếu muốn hiện dấu \{ trong chữ, viết \\\{$/)]);
  });

  it('reports a page without frontmatter', () => {
    const result = loadFixture({ 'trong.mdx': fixture('no-frontmatter.mdx') });
    expect(errorLines(result)).toEqual([expect.stringMatching(/^content\/trong\.mdx:1:1 {2}frontmatter {2}tệp chưa có phần thông tin \(frontmatter\); /)]);
  });

  it('reports an unknown id in a page and names the ids that exist', () => {
    const event = fixtureSource('su-kien.mdx');
    const line = event.split('\n').findIndex((text) => text.startsWith('speakers:')) + 1;
    const result = loadFixture({ 'su-kien.mdx': event.replace(/^speakers: .*$/m, 'speakers: [an, cuong]') });
    expect(errorLines(result)).toEqual([`content/su-kien.mdx:${line}:16  schema  speakers.1: cần một trong các giá trị "an", "binh"; đang là "cuong"`]);
  });

  it('reports a mistake in a data file once, not again on every page that names an entry of it', () => {
    const result = loadFixture({ 'data/speakers.yaml': 'an:\n  name: Nguyễn An\n  role: [Diễn giả]\nbinh:\n  name: Trần Bình\n' });
    expect(errorLines(result)).toEqual([expect.stringMatching(/^content\/data\/speakers\.yaml:3:\d+ {2}schema {2}an\.role: /)]);
  });

  it('reports a data file that does not parse at its own line only, not again on the pages that name its entries', () => {
    const result = loadFixture({ 'data/speakers.yaml': 'an:\n\tname: Nguyễn An\n  role: Diễn giả\nbinh:\n  name: Trần Bình\n' });
    expect(errorLines(result)).toEqual([expect.stringMatching(/^content\/data\/speakers\.yaml:2:1 {2}yaml {2}/)]);
  });

  it('reports a missing data file once, not again on the pages that name its entries', () => {
    const result = loadFixture({ 'data/speakers.yaml': null });
    expect(errorLines(result)).toEqual(['content/data/speakers.yaml:1:1  data  speakers: thiếu tệp speakers.yaml; mọi tệp dữ liệu dùng chung phải có trong content/data/']);
  });

  it('reports a fact a page takes from another page at that page\'s line only', () => {
    // A site whose second event page takes its start from the first (as sameEventAs does on the real site).
    const definition = { ...fixtureSite, prepareFrontmatter: (page: WrittenPage, byRoute: ReadonlyMap<string, WrittenPage>) => {
      const value = page.yaml.value as Record<string, unknown>;
      const owner = byRoute.get('/su-kien')?.yaml.value as Record<string, unknown> | undefined;
      return { value: page.route === '/cung-su-kien' ? { ...value, start: owner?.start } : value, problems: [] };
    } };
    const second = '---\ntype: event\ntitle: Cùng sự kiện\ndescription: Trang thứ hai của sự kiện.\nspeakers: [an]\n---\n\n# Cùng sự kiện\n';
    const event = fixtureSource('su-kien.mdx');
    const line = event.split('\n').findIndex((text) => text.startsWith('start:')) + 1;
    const result = loadFixture({ 'su-kien.mdx': event.replace(/^start: .*$/m, 'start: 2030-13-01T19:00:00+07:00'), 'cung-su-kien.mdx': second }, { definition });
    expect(errorLines(result)).toEqual([expect.stringMatching(new RegExp(`^content/su-kien\\.mdx:${line}:1 {2}schema {2}start: `))]);
  });

  it('reports a page whose YAML does not parse once, not again on a page that takes its facts from it', () => {
    // As the real site's sameEventAs does: a page naming one whose YAML is unreadable waits for it (value undefined).
    const definition = { ...fixtureSite, prepareFrontmatter: (page: WrittenPage, byRoute: ReadonlyMap<string, WrittenPage>) => {
      const owner = byRoute.get('/su-kien');
      if (page.route !== '/cung-su-kien') return { value: page.yaml.value, problems: [] };
      return owner?.yaml.errors.length ? { value: undefined, problems: [] } : { value: { ...Object(page.yaml.value), start: Object(owner?.yaml.value).start }, problems: [] };
    } };
    const second = '---\ntype: event\ntitle: Cùng sự kiện\ndescription: Trang thứ hai của sự kiện.\nspeakers: [an]\n---\n\n# Cùng sự kiện\n';
    const event = fixtureSource('su-kien.mdx').replace('speakers: [an]', 'speakers:\n\t- an');
    expect(errorLines(loadFixture({ 'su-kien.mdx': event, 'cung-su-kien.mdx': second }, { definition }))).toEqual([expect.stringMatching(/^content\/su-kien\.mdx:\d+:1 {2}yaml {2}dòng này thụt lề bằng phím Tab/)]);
  });

  it('warns about decomposed (non-NFC) Vietnamese, and reads it composed', () => {
    const page = fixture('missing-field.mdx').replace('---\ntype: page', '---\ntype: page\ndescription: Học phí khóa học'.normalize('NFD'));
    const result = loadFixture({ 'nfd.mdx': page });
    const warning = result.problems.find((p) => p.rule === 'nfc');
    expect(warning && formatProblem(warning)).toMatch(/^content\/nfd\.mdx:3:\d+ {2}nfc {2}warning: chữ tiếng Việt ở đây bị tách dấu/);
    const loaded = result.pages.find((p) => p.file === 'content/nfd.mdx');
    expect(loaded?.frontmatter.description).toBe('Học phí khóa học'.normalize('NFC'));
  });

  it('lists drafts and scheduled pages as notes, and marks them unpublished', () => {
    const draft = '---\ntype: page\ntitle: Bản nháp\ndescription: Trang chưa xong.\ndraft: true\n---\n\nNội dung.\n';
    const scheduled = '---\ntype: page\ntitle: Sắp đăng\ndescription: Trang hẹn giờ.\npublishDate: 2025-09-01\n---\n\nNội dung.\n';
    const expired = '---\ntype: page\ntitle: Đã gỡ\ndescription: Trang hết hạn.\nunpublishDate: 2025-08-01\n---\n\nNội dung.\n';
    const pages: FixtureFiles = { 'nhap.mdx': draft, 'sap.mdx': scheduled, 'go.mdx': expired };
    const result = loadFixture(pages, { today: '2025-08-15' });
    const status = Object.fromEntries(result.pages.filter((p) => ['/nhap', '/sap', '/go'].includes(p.route)).map((p) => [p.route, p.status]));
    expect(status).toEqual({ '/nhap': 'draft', '/sap': 'scheduled', '/go': 'expired' });
    expect(result.problems.filter((p) => p.rule === 'publish').map(formatProblem)).toEqual([
      'content/go.mdx:5:1  publish  note: unpublishDate: đã gỡ từ ngày 2025-08-01; không có trong bản build',
      'content/nhap.mdx:5:1  publish  note: draft: bản nháp: chỉ hiện khi chạy npm run dev; không có trong bản build, tìm kiếm, sitemap và menu',
      'content/sap.mdx:5:1  publish  note: publishDate: hẹn giờ: đăng từ ngày 2025-09-01; trước ngày đó trang chưa hiện',
    ]);
    const later = loadFixture(pages, { today: '2025-09-01' });
    expect(later.pages.find((p) => p.route === '/sap')?.status).toBe('published');
  });

  it('reports every problem at once, across files', () => {
    const result = loadFixture({
      'a.mdx': fixture('missing-field.mdx'),
      'b.mdx': fixture('wrong-type.mdx'),
      'c.mdx': fixture('unknown-kind.mdx'),
    });
    expect(errorLines(result).map((line) => line.split(':')[0])).toEqual(['content/a.mdx', 'content/b.mdx', 'content/c.mdx']);
  });
});

describe('loadContent over the fixture site as written', () => {
  it('finds no problem', () => {
    expect(loadFixture().problems.map(formatProblem)).toEqual([]);
  });

  it('lists every value still tagged !example as a warning with its place', () => {
    const site = 'name: !example Fixture\nurl: !example https://fixture.example\n';
    const warnings = loadFixture({ 'data/site.yaml': site }).problems.filter((p) => p.severity === 'warning').map(formatProblem);
    expect(warnings).toEqual([
      expect.stringMatching(/^content\/data\/site\.yaml:1:\d+ {2}example {2}warning: name: giá trị mẫu "Fixture" vẫn còn/),
      expect.stringMatching(/^content\/data\/site\.yaml:2:\d+ {2}example {2}warning: url: giá trị mẫu "https:\/\/fixture\.example" vẫn còn/),
    ]);
  });

  it('maps the home page to /', () => {
    expect(loadFixture().pages.find((page) => page.file === 'content/index.mdx')?.route).toBe('/');
  });

  it('keeps dates as the text the writer typed, not a UTC Date', () => {
    const event = loadFixture().pages.find((page) => page.route === '/su-kien');
    expect(event?.frontmatter).toMatchObject({ type: 'event', start: '2030-01-01T19:00:00+07:00' });
  });
});

describe('the derive step, on the fixture site', () => {
  /** The fixture's definition with a derive that notes what it was handed and adds a fact and a problem. */
  const noting = () => {
    const handed: { routes: string[]; context?: DeriveContext }[] = [];
    const definition = {
      ...fixtureSite,
      derive(data: object, pages: { route: string }[], context: DeriveContext) {
        handed.push({ routes: pages.map((page) => page.route), context });
        return { data: { ...data, counted: pages.length }, problems: [{ file: 'content/data/site.yaml', line: 1, column: 1, rule: 'fact', message: 'một sự thật sai', severity: 'error' as const }] };
      },
    };
    return { handed, definition };
  };

  it('loads a site without courses or events data, derive included, without a problem', () => {
    const { problems, pages, data } = loadFixture();
    expect(problems.map(formatProblem)).toEqual([]);
    expect(pages.map((page) => page.route)).toEqual(['/', '/su-kien']);
    expect(Object.keys(data)).toEqual(['site', 'nav', 'speakers']);
  });

  it('hands the site its valid pages, its data files\' places and the clock, and returns its facts and problems', () => {
    const { handed, definition } = noting();
    const result = loadFixture({}, { definition, now: '2026-02-03T04:05:06+07:00' });
    expect(handed).toHaveLength(1);
    expect(handed[0]?.routes).toEqual(['/', '/su-kien']);
    expect(handed[0]?.context?.now).toBe('2026-02-03T04:05:06+07:00');
    expect(handed[0]?.context?.dataSources.speakers?.file).toBe('content/data/speakers.yaml');
    expect(result.data).toMatchObject({ counted: 2 });
    expect(result.problems.map(formatProblem)).toEqual(['content/data/site.yaml:1:1  fact  một sự thật sai']);
  });

  it('hands the site the frontmatter of pages left out for a mistake of their own, as written', () => {
    const { handed, definition } = noting();
    loadFixture({ 'hong.mdx': '---\ntype: event\ntitle: Hỏng\nspeakers: [an]\n---\n\n# Hỏng\n' }, { definition });
    expect(handed[0]?.routes).toEqual(['/', '/su-kien']);
    expect(handed[0]?.context?.failedPages).toEqual([{ type: 'event', title: 'Hỏng', speakers: ['an'] }]);
  });

  it('derives nothing while a data file is missing: that file\'s own error is the one to fix', () => {
    const { handed, definition } = noting();
    const result = loadFixture({ 'data/speakers.yaml': null }, { definition });
    expect(handed).toEqual([]);
    expect(result.problems.map((problem) => `${problem.file}  ${problem.rule}`)).toContain('content/data/speakers.yaml  data');
  });
});
