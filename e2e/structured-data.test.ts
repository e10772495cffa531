/**
 * The JSON-LD search engines read, taken from the served pre-rendered HTML and checked against the
 * facts it is made from (frontmatter, courses.yaml, site.yaml): Organization and FAQPage on the home
 * page, a Course on every course and bootcamp page, an Event on every event page.
 */
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { describe, expect, inject, it } from 'vitest';
import { listContentPages, readHomePage, readSiteData } from '../scripts/testing/content.ts';
import type {} from '../scripts/testing/browser/globalSetup.ts';

const { site, courses, instructors } = readSiteData();
const published = listContentPages().filter((page) => page.status === 'published');
const coursePages = published.flatMap(({ route, frontmatter }) => (frontmatter.type === 'course' || frontmatter.type === 'bootcamp' ? [{ route, frontmatter }] : []));
const eventPages = published.flatMap(({ route, frontmatter }) => (frontmatter.type === 'event' ? [{ route, frontmatter }] : []));
const organization = { '@type': 'Organization', name: site.name, url: `${site.url}/` };

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text of each `<script type="application/ld+json">` of a served page. */
async function jsonLdScriptsOf(route: string): Promise<string[]> {
  const response = await fetch(new URL(route, inject('baseURL')));
  expect(response.status).toBe(200);
  const scripts = selectAll('script[type="application/ld+json"]', fromHtml(await response.text()));
  return scripts.map((script: Element) => script.children.map((child) => (child.type === 'text' ? child.value : '')).join(''));
}

/** The one JSON-LD document of `type` on a page (failing when there is none, or more than one). */
async function nodeOf(route: string, type: string): Promise<JsonObject> {
  const nodes: unknown[] = (await jsonLdScriptsOf(route)).map((text) => JSON.parse(text));
  const [node, ...others] = nodes.filter((found) => isObject(found) && found['@type'] === type);
  expect(others, `${route}: more than one JSON-LD of type ${type}`).toEqual([]);
  if (!isObject(node)) throw new Error(`${route}: no JSON-LD of type ${type}`);
  expect(node['@context']).toBe('https://schema.org');
  return node;
}

describe('JSON-LD on every page', () => {
  it('finds course, bootcamp and event pages to check', () => {
    expect(coursePages.map((page) => page.frontmatter.type)).toEqual(expect.arrayContaining(['course', 'bootcamp']));
    expect(eventPages.length).toBeGreaterThan(0);
  });

  it.each(published.map((page) => page.route))('%s: is valid JSON with no markup characters a script could end at', async (route) => {
    for (const text of await jsonLdScriptsOf(route)) {
      expect(text).not.toMatch(/[<>]/);
      expect(JSON.parse(text)).toHaveProperty('@context', 'https://schema.org');
    }
  });

  it('is absent from the not-found page', async () => {
    const response = await fetch(new URL('/trang-khong-ton-tai-xyz', inject('baseURL')));
    expect(response.status).toBe(404);
    expect(selectAll('script[type="application/ld+json"]', fromHtml(await response.text()))).toEqual([]);
  });
});

describe('the home page', () => {
  const { frontmatter } = readHomePage();

  it('names the Organization with its address and logo', async () => {
    expect(await nodeOf('/', 'Organization')).toMatchObject({ ...organization, logo: new URL(site.favicon, site.url).href });
  });

  it('lists the FAQ of the frontmatter as Questions with accepted Answers, in order', async () => {
    const faq = await nodeOf('/', 'FAQPage');
    expect(faq.mainEntity).toEqual(frontmatter.faq.map(({ question, answer }) => ({
      '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer },
    })));
  });
});

describe.each(coursePages)('Course on $route', ({ route, frontmatter }) => {
  const offering = courses[frontmatter.offering];

  it('states the offering: name, description, provider, language, price in VND', async () => {
    if (!offering) throw new Error(`${route}: offering ${frontmatter.offering} is not in courses.yaml`);
    const course = await nodeOf(route, 'Course');
    expect(course).toMatchObject({
      name: offering.title,
      description: frontmatter.description,
      url: new URL(route, site.url).href,
      inLanguage: 'vi',
      provider: organization,
    });
    if (offering.price === undefined) {
      expect(course.offers).toBeUndefined();
    } else {
      expect(course.offers).toMatchObject({ '@type': 'Offer', price: offering.price, priceCurrency: 'VND', category: 'Paid' });
    }
  });

  it('has a course instance with its mode, start and end dates and instructors', async () => {
    if (!offering) throw new Error(`${route}: offering ${frontmatter.offering} is not in courses.yaml`);
    const { hasCourseInstance } = await nodeOf(route, 'Course');
    expect(hasCourseInstance).toHaveLength(1);
    const instance = Array.isArray(hasCourseInstance) ? hasCourseInstance[0] : undefined;
    if (!isObject(instance)) throw new Error(`${route}: hasCourseInstance holds no CourseInstance`);
    expect(instance).toMatchObject({ '@type': 'CourseInstance', courseMode: expect.stringMatching(/^(Online|Onsite)$/) });
    expect(instance.startDate).toBe(offering.startDate);
    expect(instance.endDate).toBe(offering.endDate);
    const teachers = (frontmatter.instructors ?? []).map((id) => ({ '@type': 'Person', name: instructors[id]?.name }));
    if (teachers.length > 0) expect(instance.instructor).toMatchObject(teachers);
  });
});

describe.each(eventPages)('Event on $route', ({ route, frontmatter }) => {
  it('states the event: name, description, times in Vietnam, status, organiser', async () => {
    const event = await nodeOf(route, 'Event');
    expect(event).toMatchObject({
      name: frontmatter.title,
      description: frontmatter.description,
      url: new URL(route, site.url).href,
      startDate: frontmatter.start,
      eventStatus: 'https://schema.org/EventScheduled',
      organizer: organization,
    });
    expect(event.startDate).toMatch(/\+07:00$/);
    expect(event.endDate).toBe(frontmatter.end);
    expect(event.maximumAttendeeCapacity).toBe(frontmatter.seats);
  });

  it('puts it at its venue or online, with the matching attendance mode', async () => {
    const event = await nodeOf(route, 'Event');
    const { place } = frontmatter;
    if ('venue' in place) {
      expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
      expect(event.location).toEqual({ '@type': 'Place', name: place.venue, address: place.address });
    } else {
      expect(event.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
      expect(event.location).toEqual({ '@type': 'VirtualLocation', name: place.online, url: frontmatter.registration.form ?? new URL(route, site.url).href });
    }
  });

  it('offers a ticket at its price in VND (free at 0), and names the speakers', async () => {
    const event = await nodeOf(route, 'Event');
    expect(event.offers).toMatchObject({ '@type': 'Offer', price: frontmatter.price, priceCurrency: 'VND' });
    expect(event.isAccessibleForFree).toBe(frontmatter.price === 0);
    if (frontmatter.speakers) {
      expect(event.performer).toMatchObject(frontmatter.speakers.map((speaker) => ({ '@type': 'Person', name: speaker.name, jobTitle: speaker.title })));
    }
  });
});
