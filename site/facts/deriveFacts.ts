/**
 * Facts computed from content after validation, so none is typed twice:
 * an offering's session count comes from the curriculum on its page,
 * references between shared data files (a payment's bank account) must resolve,
 * a course's facts must be possible together (rule `fact`: dates, seats, prices, times),
 * and a link to an event page is dated by that event's start, never by a date typed beside it.
 * By the build's clock: whether each event is to come, running or over, and whether each course
 * has started (its status then says so).
 */
import { rangeIsForward, type EventStatus, type EventTiming, type Offering, type PageFrontmatter, type ParsedSiteData, type SiteData } from '../../content/schema.ts';
import { countOf } from '../../lib/countOf.ts';
import { hasStarted } from '../../lib/calendarEvent.ts';
import { courseStart } from '../../lib/courseStart.ts';
import { eventPhase } from '../../lib/eventPhase.ts';
import { didYouMeanText } from '../../lib/didYouMean.ts';
import { isPreview, type ContentPage, type DeriveContext, type Derived, type Problem } from '../../scripts/engine/site.ts';

/** The site's facts (scripts/engine/derive/deriveDefinition.ts): `data.courses` as offerings, `events`, `now`. */
export function deriveFacts(data: ParsedSiteData, pages: ContentPage<PageFrontmatter>[], { dataSources, now, failedPages }: DeriveContext): Derived<SiteData> {
  const courses = dataSources.courses;
  // A course named by a page left out for a mistake of its own: its sessions are counted from the
  // curriculum as written when it can be, so the blocks naming the course elsewhere still find it;
  // else the course waits, and that page's own error is the one to fix. A page whose YAML does not
  // parse may name any course.
  const namedByInvalidPages = offeringsNamedBy(failedPages);
  const unreadablePage = failedPages.some((frontmatter) => frontmatter === undefined);
  const problems: Problem[] = [];
  const at = (path: (string | number)[], message: string) => {
    const { position } = courses?.yaml.locate(path) ?? { position: { line: 1, column: 1 } };
    problems.push({ file: courses?.file ?? 'content/data/courses.yaml', ...position, rule: 'fact', field: path.join('.'), message, severity: 'error' });
  };

  const offerings: Record<string, Offering> = {};
  for (const [id, course] of Object.entries(data.courses)) {
    const counted = pages.flatMap((page) => {
      const { frontmatter } = page;
      if (!('offering' in frontmatter) || frontmatter.offering !== id) return [];
      const count = countOf(frontmatter, 'curriculum');
      return count === undefined ? [] : [{ file: page.file, count }];
    });
    if (counted.length > 1) {
      at([id], `lộ trình (curriculum) của khóa này có ở cả ${counted.map((c) => c.file).join(' và ')}; chỉ giữ ở một trang`);
    }
    const fromPage = counted[0];
    if (fromPage && course.sessions !== undefined) {
      at([id, 'sessions'], `số buổi đã được đếm từ lộ trình ở ${fromPage.file} (${fromPage.count} buổi); xóa dòng này ở đây`);
    }
    const sessions = fromPage?.count ?? course.sessions ?? writtenSessions(failedPages, id);
    if (sessions === undefined) {
      if (!namedByInvalidPages.has(id) && !unreadablePage) at([id], `chưa có số buổi; thêm \`sessions:\` hoặc một trang có \`offering: ${id}\` kèm lộ trình (curriculum)`);
      continue;
    }
    if (course.payment && !(course.payment.account in data['bank-accounts'])) {
      const accounts = Object.keys(data['bank-accounts']);
      at([id, 'payment', 'account'], `không có tài khoản ${JSON.stringify(course.payment.account)} trong bank-accounts.yaml; dùng một trong: ${accounts.join(', ')}${didYouMeanText(course.payment.account, accounts)}`);
    }
    for (const [path, message] of factProblems(course)) at([id, ...path], message);
    const start = course.startDate === undefined ? undefined : courseStart(course.startDate);
    // Once its start date has come, a course no longer takes enrolments for this intake.
    const started = start !== undefined && Date.parse(start) <= Date.parse(now);
    offerings[id] = { ...course, sessions, shownStatus: started ? data.labels.offering.started : course.status, ...(start && !started && { startsAt: start }) };
  }
  const events = eventStatuses(pages, now);
  const fileOf = new Map(pages.map((page) => [page.route, page.file]));
  problems.push(...pages.flatMap((page) => datedLinkProblems(page, events, fileOf)));
  return { data: { ...data, courses: offerings, events, now, preview: isPreview() }, problems };
}

function eventStatuses(pages: ContentPage<PageFrontmatter>[], now: string): Record<string, EventStatus> {
  return Object.fromEntries(pages.flatMap(({ route, frontmatter }) =>
    frontmatter.type === 'event' ? [[route, { start: frontmatter.start, ...(frontmatter.end ? { end: frontmatter.end } : {}), started: hasStarted(frontmatter, now), phase: eventPhase(frontmatter, Date.parse(now)) }]] : []));
}

/** The home page's promo and news: dated by the event page they link to, or by their own date when they link elsewhere. */
function datedLinkProblems(page: ContentPage<PageFrontmatter>, events: Record<string, EventTiming>, fileOf: Map<string, string>): Problem[] {
  const { frontmatter } = page;
  if (frontmatter.type !== 'home') return [];
  const links: [(string | number)[], { href: string; date?: string | undefined }][] = [
    [['promo'], frontmatter.promo],
    ...frontmatter.news.map((item, index): [(string | number)[], typeof item] => [['news', index], item]),
  ];
  return links.flatMap(([path, { href, date }]) => {
    const event = events[href];
    if (event && date !== undefined) {
      return [problemAt(page, [...path, 'date'], 'fact', `ngày của ${href} là ngày sự kiện bắt đầu (${event.start.slice(0, 10)}, ghi ở ${fileOf.get(href)}); xóa dòng này ở đây`)];
    }
    // A site path that names no valid page is either a broken link or a page that failed its own
    // checks: each is reported where it is, and asking for a date here would be a second message.
    const unknownPage = href.startsWith('/') && !fileOf.has(href);
    if (!event && date === undefined && !unknownPage) {
      return [problemAt(page, [...path, 'date'], 'schema', `thiếu; ${href} không phải trang sự kiện nên liên kết này cần ngày riêng, ví dụ date: 2025-08-15`)];
    }
    return [];
  });
}

function problemAt(page: ContentPage<PageFrontmatter>, path: (string | number)[], rule: string, message: string): Problem {
  const { position } = page.yaml.locate(path);
  return { file: page.file, ...position, rule, field: path.join('.'), message, severity: 'error' };
}

/** The offerings these pages name, as written (their frontmatter may have failed its schema). */
/** The sessions in the curriculum a page left out wrote for this offering, when it is a list of blocks of session lists. */
function writtenSessions(frontmatters: unknown[], id: string): number | undefined {
  for (const frontmatter of frontmatters) {
    const { offering, curriculum } = Object(frontmatter) as { offering?: unknown; curriculum?: unknown };
    if (offering !== id || !Array.isArray(curriculum)) continue;
    const counts = curriculum.map((block: unknown) => (Object(block) as { sessions?: unknown }).sessions);
    if (counts.every(Array.isArray)) return counts.reduce((total: number, sessions) => total + (sessions as unknown[]).length, 0);
  }
  return undefined;
}

function offeringsNamedBy(frontmatters: unknown[]): Set<string> {
  return new Set(frontmatters.flatMap((frontmatter) =>
    typeof frontmatter === 'object' && frontmatter !== null && 'offering' in frontmatter && typeof frontmatter.offering === 'string' ? [frontmatter.offering] : []));
}

/** Facts of a course that cannot all be true: each with the field to point at. */
function factProblems(course: ParsedSiteData['courses'][string]): [(string | number)[], string][] {
  const found: [(string | number)[], string][] = [];
  if (course.startDate && course.endDate && course.startDate >= course.endDate) {
    found.push([['endDate'], `kết thúc ngày ${course.endDate}, không sau ngày bắt đầu (${course.startDate}); endDate phải muộn hơn startDate`]);
  }
  if (course.maxStudents !== undefined && course.currentStudents !== undefined && course.currentStudents > course.maxStudents) {
    found.push([['currentStudents'], `${course.currentStudents} học viên đã đăng ký, nhiều hơn ${course.maxStudents} chỗ (maxStudents)`]);
  }
  if (course.price !== undefined && course.originalPrice !== undefined && course.price >= course.originalPrice) {
    found.push([['originalPrice'], `giá sau giảm ${course.price} không thấp hơn giá gốc ${course.originalPrice}; originalPrice phải cao hơn price`]);
  }
  course.timeSlots?.forEach((slot, index) => {
    if (!rangeIsForward(slot)) found.push([['timeSlots', index], `"${slot}": giờ bắt đầu phải trước giờ kết thúc`]);
  });
  return found;
}
