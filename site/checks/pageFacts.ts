/**
 * The facts a page shows through its blocks, each with where it is stated and which blocks show it:
 * its offering's (courses.yaml: price, dates, seats, derived session count), the home page's featured
 * course, the schedule's courses, a course's packages, an event's price, date and seats (its own, or
 * those of the page named by `sameEventAs`) and an exercise page's count.
 */
import type { PageFrontmatter } from '../../content/schema.ts';
import { countOf } from '../../lib/countOf.ts';
import type { FactPage, FactSite } from './factPage.ts';
import type { FactKind } from './proseMentions.ts';
import { offeringSessions } from './offeringSessions.ts';

export interface ShownFact {
  kind: FactKind;
  /** A whole number (VND for prices), or a date as `YYYY-MM-DD`. */
  value: number | string;
  /** The offering or event it belongs to: a page speaks of one subject or several. */
  subject: string;
  /** The fact in the writer's words, with its field and file: `học phí của flagship (price ở content/data/courses.yaml:8)`. */
  name: string;
  /** Blocks that show it, the first to suggest. */
  blocks: string[];
  /** The list `<Count of="…" />` counts it from on this page, when it is a count. */
  count?: string;
  /** The fact a different value of its kind contradicts: the offering's price and start, the event's price. */
  main?: true;
}

const OFFERING_BLOCKS = ['OfferingFacts', 'RegisterCard', 'CourseCard', 'ScheduleCard', 'ScheduleList', 'PageHero'];
const EVENT_BLOCKS = ['EventFacts', 'EventHero'];

export function pageFacts(page: FactPage, site: FactSite): ShownFact[] {
  const { frontmatter } = page;
  if (!frontmatter) return [];
  const offerings = frontmatter.type === 'home' ? [frontmatter.featuredCourse]
    : frontmatter.type === 'schedule' ? frontmatter.courses.map((entry) => entry.course)
      : 'offering' in frontmatter && frontmatter.offering ? [frontmatter.offering] : [];
  const lead = frontmatter.type === 'home' ? 'CourseCard' : frontmatter.type === 'schedule' ? 'ScheduleList' : 'OfferingFacts';
  const offeringBlocks = [lead, ...OFFERING_BLOCKS.filter((block) => block !== lead)];
  return [
    ...offerings.flatMap((id) => offeringFacts(id, site, offeringBlocks, page)),
    ...packageFacts(page, frontmatter),
    ...eventFacts(page, site),
    ...(frontmatter.type === 'exercises'
      ? [{ kind: 'exercises' as const, value: countOf(frontmatter, 'exercises') ?? 0, subject: page.route, name: `số bài tập (đếm từ sessions ở ${page.file})`, blocks: ['ExerciseBoard'], count: 'exercises' }]
      : []),
  ];
}

function offeringFacts(id: string, site: FactSite, blocks: string[], page: FactPage): ShownFact[] {
  const course = site.data.courses?.[id];
  const source = site.dataSources.courses;
  if (!course || !source) return [];
  const where = (field: string) => `${field} ở ${source.file}:${source.yaml.locate([id, field]).position.line}`;
  const fact = (kind: FactKind, value: number | string | undefined, field: string, what: string, more: Partial<ShownFact> = {}): ShownFact[] =>
    value === undefined ? [] : [{ kind, value, subject: id, name: `${what} của ${id} (${where(field)})`, blocks, ...more }];
  const sessions = offeringSessions(id, site);
  return [
    ...fact('price', course.price, 'price', 'học phí', { blocks: [...blocks, 'Packages'], main: true }),
    ...fact('price', course.originalPrice, 'originalPrice', 'giá gốc', { blocks: [...blocks, 'Packages'] }),
    ...fact('date', course.startDate, 'startDate', 'ngày khai giảng', { main: true }),
    ...fact('date', course.endDate, 'endDate', 'ngày kết thúc'),
    ...fact('seats', course.maxStudents, 'maxStudents', 'sĩ số tối đa'),
    ...fact('supplementary', course.supplementarySessions || undefined, 'supplementarySessions', 'số buổi bổ trợ'),
    ...(sessions ? [{ kind: 'sessions' as const, value: sessions.count, subject: id, name: `số buổi của ${id} (${sessions.from})`, blocks, ...(sessions.file === page.file ? { count: 'curriculum' } : {}) }] : []),
  ];
}

function packageFacts(page: FactPage, frontmatter: PageFrontmatter): ShownFact[] {
  if (frontmatter.type !== 'course' || !frontmatter.packages) return [];
  return frontmatter.packages.flatMap((item, index) => (['price', 'originalPrice'] as const).map((field) => ({
    kind: 'price' as const,
    value: item[field],
    subject: frontmatter.offering,
    name: `${field === 'price' ? 'giá' : 'giá gốc'} gói "${item.name}" (packages.${index}.${field} ở ${page.file}:${page.yaml.locate(['packages', index, field]).position.line})`,
    blocks: ['Packages'],
  })));
}

/** An event's facts, from its own frontmatter or from the page it names with `sameEventAs`. */
function eventFacts(page: FactPage, site: FactSite): ShownFact[] {
  const own = page.frontmatter;
  if (own?.type !== 'event') return [];
  const source = own.sameEventAs ? site.pages.find((other) => other.route === own.sameEventAs) : page;
  const event = source?.frontmatter;
  if (!source || event?.type !== 'event') return [];
  const where = (field: string) => `${field} ở ${source.file}:${source.yaml.locate([field]).position.line}`;
  const fact = (kind: FactKind, value: number | string | undefined, field: string, what: string, main = false): ShownFact[] =>
    value === undefined ? [] : [{ kind, value, subject: source.route, name: `${what} (${where(field)})`, blocks: EVENT_BLOCKS, ...(main ? { main } : {}) }];
  return [
    ...fact('price', event.price || undefined, 'price', 'giá vé', true),
    ...fact('date', event.start.slice(0, 10), 'start', 'ngày diễn ra'),
    ...fact('date', event.end && event.end.slice(0, 10) !== event.start.slice(0, 10) ? event.end.slice(0, 10) : undefined, 'end', 'ngày kết thúc'),
    ...fact('seats', event.seats, 'seats', 'số chỗ'),
  ];
}
