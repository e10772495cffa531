/**
 * This site's derived facts (deriveFacts.ts), on its real content with one file changed: session
 * counts from the curriculum, payments to known bank accounts, course facts that can be true
 * together, events started or not by the build's clock, and links dated by the event they name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, projectRoot } from '../../scripts/engine/core/paths.ts';
import { formatProblem } from '../../scripts/engine/core/problem.ts';
import { loadContent } from '../../scripts/engine/derive/loadContent.ts';
import { loadWith } from '../../scripts/testing/scratchContent.ts';
import { site } from '../definition.ts';

/** The real content with pages added or replaced, and shared data files replaced by name. */
const projectWith = (pages: Record<string, string>, data: Record<string, string> = {}) =>
  loadWith({ ...pages, ...Object.fromEntries(Object.entries(data).map(([name, source]) => [`data/${name}`, source])) });
const errorLines = (result: ReturnType<typeof loadWith>) =>
  result.problems.filter((p) => p.severity === 'error').map(formatProblem);

describe('courses as the pages read them', () => {
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

  it('reports a mistake on the page that counts a course\'s sessions once, not again as a course without sessions or on the blocks that name it', () => {
    // The flagship's page: other pages' blocks (a CtaBand on /giang-vien) name the flagship.
    const file = 'lap-trinh-bot-auto-trading-khong-can-biet-code.mdx';
    const page = readFileSync(path.join(contentDir, file), 'utf8').replace('- icon: calendar\n', '- icon: calendarr\n');
    const line = page.split('\n').findIndex((text) => text.endsWith('- icon: calendarr')) + 1;
    expect(errorLines(projectWith({ [file]: page }))).toEqual([
      expect.stringMatching(new RegExp(`^content/${file}:${line}:\\d+  schema  [\\w.]+icon: không có biểu tượng "calendarr"`)),
    ]);
  });

  it('reports YAML that does not parse on the page that counts a course\'s sessions once, and nothing that may follow from it', () => {
    const file = 'lap-trinh-bot-auto-trading-khong-can-biet-code.mdx';
    const page = readFileSync(path.join(contentDir, file), 'utf8').replace('\n    - icon: calendar\n', '\n\t- icon: calendar\n');
    const line = page.split('\n').indexOf('\t- icon: calendar') + 1;
    expect(errorLines(projectWith({ [file]: page }))).toEqual([expect.stringMatching(new RegExp(`^content/${file}:${line}:1  yaml  dòng này thụt lề bằng phím Tab`))]);
  });

  it('reports a mistake in courses.yaml once, not again on every page that names a course', () => {
    const courses = readFileSync(path.join(contentDir, 'data', 'courses.yaml'), 'utf8').replace('  price: 6500000', '  price: sáu triệu');
    expect(courses).toContain('price: sáu triệu');
    const result = projectWith({}, { 'courses.yaml': courses });
    expect(errorLines(result)).toEqual([expect.stringMatching(/^content\/data\/courses\.yaml:\d+:\d+ {2}schema {2}flagship\.price: cần một số, đang là "sáu triệu"$/)]);
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
});

describe('events and the links to them, over the real content', () => {
  const result = loadContent(site, contentDir, projectRoot);

  it('keeps an event\'s start as the text the writer typed, not a UTC Date', () => {
    expect(result.data.events['/webinar-mt5-bot']?.start).toBe('2025-08-08T20:00:00+07:00');
  });

  it('tells for each event whether it had started by the build\'s clock, so pages need not read the clock', () => {
    const start = '2025-08-08T20:00:00+07:00';
    const asOf = (now: string) => loadContent(site, contentDir, projectRoot, { now }).data.events['/webinar-mt5-bot']?.started;
    expect(asOf('2025-08-08T19:59:00+07:00')).toBe(false);
    expect(asOf(start)).toBe(true);
  });

  it('tells for each event whether it is to come, running or over by the build\'s clock, its end included', () => {
    const asOf = (now: string) => loadContent(site, contentDir, projectRoot, { now }).data.events['/webinar-mt5-bot']?.phase;
    expect(['2025-08-08T19:59:59+07:00', '2025-08-08T20:00:00+07:00', '2025-08-08T21:59:59+07:00', '2025-08-08T22:00:00+07:00'].map(asOf))
      .toEqual(['upcoming', 'live', 'live', 'over']);
  });

  it('says a course has started from its start date on, by the build\'s clock, and until then when it will for the page\'s clock', () => {
    const asOf = (now: string) => {
      const { data } = loadContent(site, contentDir, projectRoot, { now });
      return { course: data.courses.flagship, started: data.labels.offering.started };
    };
    const before = asOf('2025-08-12T23:59:00+07:00');
    expect(before.course?.startDate).toBe('2025-08-13');
    expect(before.course?.shownStatus).toBe(before.course?.status);
    expect(before.course?.startsAt).toBe('2025-08-13T00:00:00+07:00');
    const after = asOf('2025-08-13T00:00:00+07:00');
    expect(after.course?.shownStatus).toBe(after.started);
    expect(after.course?.startsAt).toBeUndefined();
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
