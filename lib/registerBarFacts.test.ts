import { describe, expect, it } from 'vitest';
import type { FrontmatterOf, PageFrontmatter } from '../content/schema.ts';
import { listContentPages, readSiteData } from '../scripts/testing/content.ts';
import { eventTime } from './eventTime.ts';
import { formatDate } from './formatDate.ts';
import { formatVnd } from './formatVnd.ts';
import { registerBarFacts } from './registerBarFacts.ts';

const { courses, labels } = readSiteData();
const pages = listContentPages();

function pageAt<K extends PageFrontmatter['type']>(route: string, kind: K): FrontmatterOf<K> {
  const frontmatter = pages.find((page) => page.route === route)?.frontmatter;
  if (frontmatter?.type !== kind) throw new Error(`${route} is not a page of kind ${kind}`);
  return frontmatter as FrontmatterOf<K>;
}

const flagship = pageAt('/lap-trinh-bot-auto-trading-khong-can-biet-code', 'course');
const workshop = pageAt('/workshop-ai-3x', 'event');

describe('registerBarFacts', () => {
  it('gives a course page its offering’s price and start date, formatted as the site writes them, and the hero’s first button', () => {
    const course = courses[flagship.offering];
    if (course?.price === undefined || course.startDate === undefined) throw new Error('the flagship needs a price and a start date');
    expect(registerBarFacts(flagship, courses, labels)).toEqual({
      action: flagship.hero?.actions[0],
      price: { label: labels.price, value: formatVnd(course.price) },
      start: { label: labels.startDate, value: formatDate(course.startDate) },
    });
  });

  it('leaves out a price the offering does not state (tuition on request)', () => {
    const onRequest = { ...courses, [flagship.offering]: { ...courses[flagship.offering]!, price: undefined } };
    const facts = registerBarFacts(flagship, onRequest, labels);
    expect(facts?.price).toBeUndefined();
    expect(facts?.start).toBeDefined();
  });

  it('calls a free event free and gives its weekday and date', () => {
    expect(workshop.price).toBe(0);
    const when = eventTime(workshop.start);
    expect(registerBarFacts(workshop, courses, labels)).toEqual({
      action: workshop.hero?.actions[0],
      price: { label: labels.event.price, value: labels.event.free },
      start: { label: labels.event.date, value: `${labels.event.weekdays[when.weekday]}, ${when.date}` },
    });
  });

  it('gives a paid event its ticket price', () => {
    expect(registerBarFacts({ ...workshop, price: 150000 }, courses, labels)?.price?.value).toBe(formatVnd(150000));
  });

  it('offers no bar on a page whose hero has no button, nor on other kinds of page', () => {
    expect(registerBarFacts({ ...flagship, hero: flagship.hero && { ...flagship.hero, actions: [] } }, courses, labels)).toBeUndefined();
    const home = pages.find((page) => page.route === '/')?.frontmatter;
    if (!home) throw new Error('no home page');
    expect(registerBarFacts(home, courses, labels)).toBeUndefined();
  });
});
