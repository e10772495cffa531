import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from './loadContent.ts';
import { contentDir, projectRoot } from '../core/paths.ts';
import { formatProblem } from '../core/problem.ts';
import { loadWith } from '../../testing/scratchContent.ts';
import { fixtureSite } from '../../testing/fixtureSite/definition.ts';
import { loadFixture } from '../../testing/fixtureSite/loadFixture.ts';
import { site } from '../../../site/definition.ts';
import type { DeriveContext } from './deriveDefinition.ts';

const fixtures = path.join(import.meta.dirname, '..', 'validate', 'fixtures');

/** The real content with pages added or replaced, and shared data files replaced by name. */
const projectWith = (pages: Record<string, string>, data: Record<string, string> = {}) =>
  loadWith({ ...pages, ...Object.fromEntries(Object.entries(data).map(([name, source]) => [`data/${name}`, source])) });
const fixture = (folder: string, name: string) => readFileSync(path.join(fixtures, folder, name), 'utf8');
const errorLines = (result: ReturnType<typeof loadContent>) =>
  result.problems.filter((p) => p.severity === 'error').map(formatProblem);

describe('loadContent over broken fixtures', () => {
  it('reports invalid YAML with its file and line', () => {
    const result = projectWith({ 'bad.mdx': fixture('broken-pages', 'bad-yaml.mdx') });
    // An unclosed quote may legally run over lines, so YAML notices it where the run ends.
    expect(errorLines(result)).toEqual([expect.stringMatching(/^content\/bad\.mdx:4:\d+ {2}yaml {2}YAML không đọc được: Missing closing "quote/)]);
    expect(result.pages.map((page) => page.file)).not.toContain('content/bad.mdx');
  });

  // Each broken page, the name it is saved under, and the one line the writer must see.
  it.each([
    ['a missing field at the block it is missing from, with the block lines', 'missing-field.mdx', 'thieu.mdx',
      'content/thieu.mdx:2:1  schema  description: thiếu; cần một đoạn chữ (trong khối ở dòng 2–3)'],
    ['a wrong type at the line of the key, with expected and received', 'wrong-type.mdx', 'sai.mdx',
      'content/sai.mdx:5:1  schema  searchable: cần true hoặc false, đang là "có"'],
    ['an unknown page kind and lists the kinds that exist', 'unknown-kind.mdx', 'loai.mdx',
      'content/loai.mdx:2:1  schema  type: không có loại trang "blog-post"; dùng một trong: page, home, landing, course, bootcamp, schedule, exercises, guide, event'],
    ['a stat counting a list the page does not have', 'count-of-missing-list.mdx', 'dem.mdx',
      'content/dem.mdx:6:5  count  stats.0.countOf: không có danh sách "projects" trên trang này để đếm; dùng curriculum, exercises, instructors hoặc tên một danh sách thẻ (cards)'],
    ['an icon that is no Lucide icon, with the closest name', 'unknown-icon.mdx', 'bieu-tuong.mdx',
      'content/bieu-tuong.mdx:7:7  schema  cards.loiIch.0.icon: không có biểu tượng "trending-upp"; dùng tên một biểu tượng Lucide viết thường có gạch nối, ví dụ "circle-check", xem https://lucide.dev/icons. Có phải ý bạn là "trending-up"?'],
    ['an emoji where an icon name belongs, with an example instead of a guess', 'emoji-icon.mdx', 'emoji.mdx',
      'content/emoji.mdx:7:7  schema  cards.loiIch.0.icon: "🚀" không phải tên biểu tượng (emoji không dùng làm biểu tượng ở đây); dùng tên một biểu tượng Lucide viết thường có gạch nối, ví dụ "circle-check", xem https://lucide.dev/icons'],
    ['an emoji leading a hero badge, with the field that names its icon', 'emoji-badge.mdx', 'nhan.mdx',
      'content/nhan.mdx:6:3  schema  hero.badge: "🚀" mở đầu nhãn: emoji không dùng làm biểu tượng ở đây; bỏ emoji khỏi badge và đặt một biểu tượng Lucide ngay dưới, ví dụ badgeIcon: rocket (xem https://lucide.dev/icons)'],
    ['an event time without its +07:00 offset', 'event-no-timezone.mdx', 'gio.mdx',
      'content/gio.mdx:5:1  schema  start: cần ngày giờ Việt Nam có đuôi +07:00, ví dụ 2025-08-08T20:00:00+07:00; đang là "2025-08-08T20:00:00"'],
    ['a field the kind does not have', 'unknown-field.mdx', 'la.mdx',
      'content/la.mdx:5:1  schema  price: không có trường "price" ở đây; các trường dùng được: title, description, favicon, ogImage, searchable, draft, publishDate, unpublishDate, type'],
    ['a fact restated on a page that takes it from another page of the same event', 'same-event-restated.mdx', 'dich.mdx',
      'content/dich.mdx:7:1  schema  price: đã có ở content/webinar-mt5-bot.mdx, trang được nêu ở sameEventAs; xóa dòng này ở đây'],
    ['sameEventAs naming a page that is not an event', 'same-event-not-event.mdx', 'dich.mdx',
      'content/dich.mdx:6:1  schema  sameEventAs: /gioi-thieu (content/gioi-thieu.mdx) không phải trang sự kiện (type: event); ghi đường dẫn của một trang sự kiện'],
    ['sameEventAs naming no page', 'same-event-unknown.mdx', 'dich.mdx',
      'content/dich.mdx:6:1  schema  sameEventAs: không có trang nào ở /webinar-cu; ghi đường dẫn của một trang sự kiện (type: event)'],
  ])('reports %s', (_what, fixtureName, savedAs, expected) => {
    const result = projectWith({ [savedAs]: fixture('broken-pages', fixtureName) });
    expect(errorLines(result)).toEqual([expected]);
  });

  it('reports MDX that does not parse at its line in the file, frontmatter included', () => {
    const result = projectWith({ 'hong.mdx': fixture('broken-pages', 'broken-mdx.mdx') });
    expect(errorLines(result)).toEqual([expect.stringMatching(/^content\/hong\.mdx:11:17 {2}mdx {2}dấu \{ mở một biểu thức nhưng không có dấu \} đóng lại; nếu muốn hiện dấu \{ trong chữ, viết \\\{$/)]);
  });

  it('reports a page without frontmatter', () => {
    const result = projectWith({ 'trong.mdx': fixture('broken-pages', 'no-frontmatter.mdx') });
    expect(errorLines(result)).toEqual([expect.stringMatching(/^content\/trong\.mdx:1:1 {2}frontmatter {2}tệp chưa có phần thông tin \(frontmatter\); /)]);
  });

  it('reports an unknown id in a page and names the ids that exist', () => {
    const home = readFileSync(path.join(contentDir, 'index.mdx'), 'utf8');
    const line = home.split('\n').findIndex((text) => text.startsWith('featuredCourse:')) + 1;
    const result = projectWith({ 'index.mdx': home.replace(/^featuredCourse: .*$/m, 'featuredCourse: khoa-hoc-ma') });
    expect(errorLines(result)).toEqual([expect.stringMatching(new RegExp(`^content/index\\.mdx:${line}:1  schema  featuredCourse: cần một trong các giá trị "flagship", "advanced", .*; đang là "khoa-hoc-ma"$`))]);
  });

  it('reports an unknown contact id in the shared nav and names the ids that exist', () => {
    const result = projectWith({}, { 'nav.yaml': fixture('broken-data', 'nav.yaml') });
    expect(errorLines(result)).toEqual([
      expect.stringMatching(/^content\/data\/nav\.yaml:6:5  schema  main\.1\.contact: không có liên hệ "zalo-group" trong contacts\.yaml; dùng một trong: group-chat, advisor-chat, hotline, /),
    ]);
  });

  it('reports a mistake in courses.yaml once, not again on every page that names a course', () => {
    const courses = readFileSync(path.join(contentDir, 'data', 'courses.yaml'), 'utf8').replace('  price: 6500000', '  price: sáu triệu');
    const result = projectWith({}, { 'courses.yaml': courses });
    expect(errorLines(result)).toEqual([expect.stringMatching(/^content\/data\/courses\.yaml:\d+:\d+ {2}schema {2}flagship\.price: cần một số, đang là "sáu triệu"$/)]);
  });

  it('reports an event that ends before it starts and an agenda slot running backwards', () => {
    const result = projectWith({ 'nguoc.mdx': fixture('broken-pages', 'event-backwards.mdx') });
    expect(errorLines(result)).toEqual([
      'content/nguoc.mdx:6:1  fact  end: kết thúc lúc 2025-10-05T08:00:00+07:00, không sau lúc bắt đầu (2025-10-05T10:00:00+07:00); end phải muộn hơn start',
      'content/nguoc.mdx:13:5  fact  agenda.0.time: "09:00-08:30": giờ bắt đầu phải trước giờ kết thúc',
    ]);
  });

  it('warns about decomposed (non-NFC) Vietnamese, and reads it composed', () => {
    const page = fixture('broken-pages', 'missing-field.mdx').replace(/^description:.*$/m, '').replace('---\ntype: page', '---\ntype: page\ndescription: Học phí khóa học'.normalize('NFD'));
    const result = projectWith({ 'nfd.mdx': page });
    const warning = result.problems.find((p) => p.rule === 'nfc');
    expect(warning && formatProblem(warning)).toMatch(/^content\/nfd\.mdx:3:\d+ {2}nfc {2}warning: chữ tiếng Việt ở đây bị tách dấu/);
    const loaded = result.pages.find((p) => p.file === 'content/nfd.mdx');
    expect(loaded?.frontmatter.description).toBe('Học phí khóa học'.normalize('NFC'));
  });

  it('lists drafts and scheduled pages as notes, and marks them unpublished', () => {
    const draft = '---\ntype: page\ntitle: Bản nháp\ndescription: Trang chưa xong.\ndraft: true\n---\n\nNội dung.\n';
    const scheduled = '---\ntype: page\ntitle: Sắp đăng\ndescription: Trang hẹn giờ.\npublishDate: 2025-09-01\n---\n\nNội dung.\n';
    const expired = '---\ntype: page\ntitle: Đã gỡ\ndescription: Trang hết hạn.\nunpublishDate: 2025-08-01\n---\n\nNội dung.\n';
    const pages = { 'nhap.mdx': draft, 'sap.mdx': scheduled, 'go.mdx': expired };
    const result = loadWith(pages, { today: '2025-08-15' });
    const status = Object.fromEntries(result.pages.filter((p) => ['/nhap', '/sap', '/go'].includes(p.route)).map((p) => [p.route, p.status]));
    expect(status).toEqual({ '/nhap': 'draft', '/sap': 'scheduled', '/go': 'expired' });
    expect(result.problems.filter((p) => p.rule === 'publish').map(formatProblem)).toEqual([
      'content/go.mdx:5:1  publish  note: unpublishDate: đã gỡ từ ngày 2025-08-01; không có trong bản build',
      'content/nhap.mdx:5:1  publish  note: draft: bản nháp: chỉ hiện khi chạy npm run dev; không có trong bản build, tìm kiếm, sitemap và menu',
      'content/sap.mdx:5:1  publish  note: publishDate: hẹn giờ: đăng từ ngày 2025-09-01; trước ngày đó trang chưa hiện',
    ]);
    const later = loadWith(pages, { today: '2025-09-01' });
    expect(later.pages.find((p) => p.route === '/sap')?.status).toBe('published');
  });

  it('reports every problem at once, across files', () => {
    const result = projectWith({
      'a.mdx': fixture('broken-pages', 'missing-field.mdx'),
      'b.mdx': fixture('broken-pages', 'wrong-type.mdx'),
      'c.mdx': fixture('broken-pages', 'unknown-kind.mdx'),
    });
    expect(errorLines(result).map((line) => line.split(':')[0])).toEqual(['content/a.mdx', 'content/b.mdx', 'content/c.mdx']);
  });
});

describe('loadContent over the real content', () => {
  const result = loadContent(site, contentDir, path.dirname(contentDir));

  it('finds no errors', () => {
    expect(errorLines(result)).toEqual([]);
  });

  it('lists every value still tagged !example as a warning with its place', () => {
    const warnings = result.problems.filter((p) => p.severity === 'warning');
    const tagged = readFileSync(path.join(contentDir, 'data', 'contacts.yaml'), 'utf8').match(/: !example /g) ?? [];
    expect(warnings.filter((w) => w.file === 'content/data/contacts.yaml')).toHaveLength(tagged.length);
    expect(formatProblem(warnings.find((w) => w.field === 'group-chat.href')!)).toMatch(
      /^content\/data\/contacts\.yaml:\d+:\d+ {2}example {2}warning: group-chat\.href: giá trị mẫu "https:\/\/zalo\.me\/g\/example-group" vẫn còn/,
    );
  });

  it('maps the home page to /', () => {
    expect(result.pages.find((page) => page.file === 'content/index.mdx')?.route).toBe('/');
  });

  it('warns where two pages state the same course\'s schedule differently, naming both', () => {
    const warnings = result.problems.filter((p) => p.rule === 'consistency').map(formatProblem);
    expect(warnings).toContainEqual(expect.stringMatching(/^content\/lich-khai-giang\.mdx:\d+:\d+ {2}consistency {2}warning: schedule: flagship ghi "Thứ 2 & Thứ 7" ở đây nhưng "Thứ 7 & Chủ nhật" ở content\/lap-trinh-bot-auto-trading-khong-can-biet-code\.mdx:\d+/));
  });

  it('keeps dates as the text the writer typed, not a UTC Date', () => {
    const webinar = result.pages.find((page) => page.route === '/webinar-mt5-bot');
    expect(webinar?.frontmatter.type === 'event' && webinar.frontmatter.start).toBe('2025-08-08T20:00:00+07:00');
    expect(result.data.events['/webinar-mt5-bot']?.start).toBe('2025-08-08T20:00:00+07:00');
  });

  it('gives a page named by sameEventAs the facts of that event, which it does not repeat', () => {
    const frontmatterOf = (route: string) => result.pages.find((page) => page.route === route)?.frontmatter as Record<string, unknown> | undefined;
    const webinar = frontmatterOf('/webinar-mt5-bot');
    const landing = frontmatterOf('/webinar-mt5-landing');
    expect(landing?.sameEventAs).toBe('/webinar-mt5-bot');
    for (const fact of ['start', 'end', 'place', 'price', 'seats', 'countdown', 'registration', 'instructors']) {
      expect(webinar?.[fact], fact).toBeDefined();
      expect(landing?.[fact], fact).toEqual(webinar?.[fact]);
    }
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
