/**
 * Facts computed from content after validation, so none is typed twice:
 * an offering's session count comes from the curriculum on its page,
 * references between shared data files (a payment's bank account) must resolve,
 * a course's facts must be possible together (rule `fact`: dates, seats, prices, times),
 * and a link to an event page is dated by that event's start, never by a date typed beside it.
 */
import { rangeIsForward, type EventTiming, type Offering, type ParsedSiteData, type SiteData } from '../../../content/schema.ts';
import { countOf } from '../../../lib/countOf.ts';
import type { ContentPage } from './loadContent.ts';
import type { ParsedYaml } from '../parse/parseYaml.ts';
import type { Problem } from '../core/problem.ts';

export interface DataSource {
  file: string;
  yaml: ParsedYaml;
}

export function deriveFacts(data: ParsedSiteData, pages: ContentPage[], courses: DataSource | undefined): { data: SiteData; problems: Problem[] } {
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
      at([id], `the curriculum is listed on ${counted.map((c) => c.file).join(' and ')}; keep it on one page`);
    }
    const fromPage = counted[0];
    if (fromPage && course.sessions !== undefined) {
      at([id, 'sessions'], `is counted from the curriculum on ${fromPage.file} (${fromPage.count}); remove it here`);
    }
    const sessions = fromPage?.count ?? course.sessions;
    if (sessions === undefined) {
      at([id], 'has no session count; add `sessions:` or a page with `offering: ' + id + '` and a curriculum');
      continue;
    }
    if (course.payment && !(course.payment.account in data['bank-accounts'])) {
      at([id, 'payment', 'account'], `unknown bank account ${JSON.stringify(course.payment.account)}; expected one of ${Object.keys(data['bank-accounts']).join(', ')}`);
    }
    for (const [path, message] of factProblems(course)) at([id, ...path], message);
    offerings[id] = { ...course, sessions };
  }
  const events = eventTimings(pages);
  const fileOf = new Map(pages.map((page) => [page.route, page.file]));
  problems.push(...pages.flatMap((page) => datedLinkProblems(page, events, fileOf)));
  return { data: { ...data, courses: offerings, events }, problems };
}

function eventTimings(pages: ContentPage[]): Record<string, EventTiming> {
  return Object.fromEntries(pages.flatMap(({ route, frontmatter }) =>
    frontmatter.type === 'event' ? [[route, { start: frontmatter.start, ...(frontmatter.end ? { end: frontmatter.end } : {}) }]] : []));
}

/** The home page's promo and news: dated by the event page they link to, or by their own date when they link elsewhere. */
function datedLinkProblems(page: ContentPage, events: Record<string, EventTiming>, fileOf: Map<string, string>): Problem[] {
  const { frontmatter } = page;
  if (frontmatter.type !== 'home') return [];
  const links: [(string | number)[], { href: string; date?: string | undefined }][] = [
    [['promo'], frontmatter.promo],
    ...frontmatter.news.map((item, index): [(string | number)[], typeof item] => [['news', index], item]),
  ];
  return links.flatMap(([path, { href, date }]) => {
    const event = events[href];
    if (event && date !== undefined) {
      return [problemAt(page, [...path, 'date'], 'fact', `the date of ${href} is its start (${event.start.slice(0, 10)}, in ${fileOf.get(href)}); remove it here`)];
    }
    if (!event && date === undefined) {
      return [problemAt(page, [...path, 'date'], 'schema', `missing; ${href} is not an event page, so this link needs its own date`)];
    }
    return [];
  });
}

function problemAt(page: ContentPage, path: (string | number)[], rule: string, message: string): Problem {
  const { position } = page.yaml.locate(path);
  return { file: page.file, ...position, rule, field: path.join('.'), message, severity: 'error' };
}

/** Facts of a course that cannot all be true: each with the field to point at. */
function factProblems(course: ParsedSiteData['courses'][string]): [(string | number)[], string][] {
  const found: [(string | number)[], string][] = [];
  if (course.startDate && course.endDate && course.startDate >= course.endDate) {
    found.push([['endDate'], `ends on ${course.endDate}, not after it starts (${course.startDate})`]);
  }
  if (course.maxStudents !== undefined && course.currentStudents !== undefined && course.currentStudents > course.maxStudents) {
    found.push([['currentStudents'], `${course.currentStudents} enrolled is more than the ${course.maxStudents} seats`]);
  }
  if (course.price !== undefined && course.originalPrice !== undefined && course.price >= course.originalPrice) {
    found.push([['originalPrice'], `the discounted price ${course.price} is not below the original ${course.originalPrice}`]);
  }
  course.timeSlots?.forEach((slot, index) => {
    if (!rangeIsForward(slot)) found.push([['timeSlots', index], `"${slot}" does not start before it ends`]);
  });
  return found;
}
