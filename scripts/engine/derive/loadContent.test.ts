import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from './loadContent.ts';
import { contentDir, projectRoot } from '../core/paths.ts';
import { formatProblem } from '../core/problem.ts';
import { loadWith } from '../../testing/scratchContent.ts';
import { site } from '../../../site/definition.ts';

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

  it('reports a session count typed where the curriculum already counts it', () => {
    const courses = readFileSync(path.join(contentDir, 'data', 'courses.yaml'), 'utf8').replace(/^( {2}supplementarySessions: 5)$/m, '  sessions: 18\n$1');
    const line = courses.split('\n').findIndex((text) => text === '  sessions: 18') + 1;
    const result = projectWith({}, { 'courses.yaml': courses });
    expect(errorLines(result)).toEqual([
      `content/data/courses.yaml:${line}:3  fact  flagship.sessions: số buổi đã được đếm từ lộ trình ở content/lap-trinh-bot-auto-trading-khong-can-biet-code.mdx (19 buổi); xóa dòng này ở đây`,
    ]);
  });

  it('reports a course whose session count is neither written nor counted', () => {
    const courses = readFileSync(path.join(contentDir, 'data', 'courses.yaml'), 'utf8')
      + '\nkhoa-moi:\n  title: Khóa mới\n  subtitle: Chưa có trang\n  duration: 1 tháng\n  location: Online\n  status: Đang tuyển sinh\n';
    const line = courses.split('\n').findIndex((text) => text === 'khoa-moi:') + 1;
    const result = projectWith({}, { 'courses.yaml': courses });
    expect(errorLines(result)).toEqual([
      `content/data/courses.yaml:${line}:1  fact  khoa-moi: chưa có số buổi; thêm \`sessions:\` hoặc một trang có \`offering: khoa-moi\` kèm lộ trình (curriculum)`,
    ]);
  });

  it('reports a mistake on the page that counts a course\'s sessions once, not again as a course without sessions', () => {
    const file = 'bootcamp-chatgpt-signal-bot.mdx';
    const page = readFileSync(path.join(contentDir, file), 'utf8').replace('- icon: rocket', '- icon: rockett');
    const line = page.split('\n').findIndex((text) => text.endsWith('- icon: rockett')) + 1;
    expect(errorLines(projectWith({ [file]: page }))).toEqual([
      expect.stringMatching(new RegExp(`^content/${file}:${line}:\\d+  schema  cards\\.goals\\.\\d+\\.icon: không có biểu tượng "rockett"`)),
    ]);
  });

  it('reports a payment to a bank account that does not exist', () => {
    const courses = readFileSync(path.join(contentDir, 'data', 'courses.yaml'), 'utf8').replace('account: main', 'account: vietcombank');
    const result = projectWith({}, { 'courses.yaml': courses });
    expect(errorLines(result)).toEqual([expect.stringMatching(/^content\/data\/courses\.yaml:\d+:\d+  fact  bootcamp-tradingview\.payment\.account: không có tài khoản "vietcombank" trong bank-accounts\.yaml; dùng một trong: main$/)]);
  });

  it('reports facts that cannot be true in courses.yaml', () => {
    const courses = readFileSync(path.join(contentDir, 'data', 'courses.yaml'), 'utf8')
      .replace('  endDate: 2025-10-15\n  maxStudents: 20\n  currentStudents: 12', '  endDate: 2025-08-01\n  maxStudents: 20\n  currentStudents: 25')
      .replace('  price: 17500000', '  price: 17500000\n  originalPrice: 17000000')
      .replace('timeSlots: ["20:00-22:00"]\n  startDate: 2025-08-13', 'timeSlots: ["22:00-20:00"]\n  startDate: 2025-08-13');
    const result = projectWith({}, { 'courses.yaml': courses });
    expect(errorLines(result).map((line) => line.replace(/^content\/data\/courses\.yaml:\d+:\d+ {2}/, ''))).toEqual([
      'fact  flagship.endDate: kết thúc ngày 2025-08-01, không sau ngày bắt đầu (2025-08-13); endDate phải muộn hơn startDate',
      'fact  flagship.currentStudents: 25 học viên đã đăng ký, nhiều hơn 20 chỗ (maxStudents)',
      'fact  advanced.originalPrice: giá sau giảm 17500000 không thấp hơn giá gốc 17000000; originalPrice phải cao hơn price',
      'fact  bootcamp-tradingview.timeSlots.0: "22:00-20:00": giờ bắt đầu phải trước giờ kết thúc',
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

  it('tells for each event whether it had started by the build\'s clock, so pages need not read the clock', () => {
    const start = '2025-08-08T20:00:00+07:00';
    const asOf = (now: string) => loadContent(site, contentDir, projectRoot, { now }).data.events['/webinar-mt5-bot']?.started;
    expect(asOf('2025-08-08T19:59:00+07:00')).toBe(false);
    expect(asOf(start)).toBe(true);
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

  it('dates the home page\'s promo and news by the event pages they link to', () => {
    const home = result.pages.find((page) => page.route === '/')?.frontmatter;
    if (home?.type !== 'home') throw new Error('no home page');
    for (const link of [home.promo, ...home.news]) {
      expect(link.date, link.href).toBeUndefined();
      expect(result.data.events[link.href], link.href).toBeDefined();
    }
  });
});

describe('dated links on the home page', () => {
  const home = readFileSync(path.join(contentDir, 'index.mdx'), 'utf8');

  it('refuses a date typed beside a link to an event page, naming the page that holds it', () => {
    const result = projectWith({ 'index.mdx': home.replace('  href: /webinar-mt5-landing\n', '  href: /webinar-mt5-landing\n  date: 2025-08-09\n') });
    expect(errorLines(result)).toEqual([
      'content/index.mdx:7:3  fact  promo.date: ngày của /webinar-mt5-landing là ngày sự kiện bắt đầu (2025-08-08, ghi ở content/webinar-mt5-landing.mdx); xóa dòng này ở đây',
    ]);
  });

  it('says nothing of a link to an event page that fails its own checks: that page\'s message is the one mistake', () => {
    const event = readFileSync(path.join(contentDir, 'workshop-ai-3x.mdx'), 'utf8');
    const thirdAction = '    - label: Tham gia nhóm Zalo\n      contact: group-chat\n';
    const result = projectWith({ 'workshop-ai-3x.mdx': event.replace(thirdAction, `${thirdAction}    - label: Xem lịch\n      href: /lich-khai-giang\n`) });
    const lines = errorLines(result);
    expect(lines, lines.join('\n')).toHaveLength(1);
    expect(lines[0]).toMatch(/^content\/workshop-ai-3x\.mdx:\d+:\d+ {2}schema {2}hero\.actions/);
  });

  it('reports a link to no page once, as a broken link, without also asking for its date', () => {
    const result = projectWith({ 'index.mdx': home.replace('    href: /workshop-ai-3x\n', '    href: /khong-co-trang\n') });
    expect(errorLines(result)).toEqual([expect.stringMatching(/^content\/index\.mdx:\d+:\d+ {2}link {2}news\.1\.href: không có trang "\/khong-co-trang"/)]);
  });

  it('asks for a date when the link is not an event page', () => {
    const result = projectWith({ 'index.mdx': home.replace('    href: /workshop-ai-3x\n', '    href: /gioi-thieu\n') });
    expect(errorLines(result)).toEqual([expect.stringMatching(/^content\/index\.mdx:\d+:\d+ {2}schema {2}news\.1\.date: thiếu; \/gioi-thieu không phải trang sự kiện nên liên kết này cần ngày riêng, ví dụ date: 2025-08-15$/)]);
  });
});
