/**
 * Schema.org JSON-LD for search engines, built from the same facts the page shows:
 * `Organization` and `FAQPage` on the home page, `Course` on course and bootcamp pages,
 * `Event` on event pages. Plain objects, so the renderer only serialises them.
 * https://schema.org/docs/full.html · https://developers.google.com/search/docs/appearance/structured-data
 */
import { shareCardPath } from '../scripts/engine/site.ts';
import type { FrontmatterOf, Instructor, PageFrontmatter, Site, SiteData, Speaker } from '../content/schema.ts';
import { absoluteUrl } from './absoluteUrl.ts';

/** A JSON value; properties left undefined are dropped when serialised. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [property: string]: JsonValue | undefined };
/** A schema.org node: its type and its properties. */
export interface JsonLdNode {
  '@type': string;
  [property: string]: JsonValue | undefined;
}

/** The shared data the JSON-LD is made from. */
export type StructuredFacts = Pick<SiteData, 'site' | 'contacts' | 'courses' | 'instructors'>;

export interface StructuredPage {
  /** URL path of the page, e.g. `/gioi-thieu`. */
  route: string;
  frontmatter: PageFrontmatter;
}

const SCHEMA = 'https://schema.org';
/** Every price on the site is in Vietnamese đồng. */
const CURRENCY = 'VND';
/** The site is written in Vietnamese. */
const LANGUAGE = 'vi';
/** A course location that says it is taught online (every online course's location starts "Online" in courses.yaml). */
const ONLINE = /\bonline\b/i;

/** The JSON-LD documents of a page, each to be written in its own `<script type="application/ld+json">`. */
export function structuredDataFor(page: StructuredPage, data: StructuredFacts): JsonLdNode[] {
  const { frontmatter } = page;
  const nodes = ((): JsonLdNode[] => {
    switch (frontmatter.type) {
      case 'home': return [organizationOf(data), faqPageOf(frontmatter.faq)];
      case 'course':
      case 'bootcamp': return [courseOf(page.route, frontmatter, data)];
      case 'event': return [eventOf(page.route, frontmatter, data)];
      default: return [];
    }
  })();
  return nodes.map((node) => ({ '@context': SCHEMA, ...node }));
}

/** The academy itself, with its logo and the phone and mail contacts of contacts.yaml. */
export function organizationOf({ site, contacts }: StructuredFacts): JsonLdNode {
  const contactPoints = Object.values(contacts).flatMap((contact): JsonLdNode[] => {
    const [scheme, address = ''] = contact.href.split(':', 2);
    if (scheme === 'tel') return [{ '@type': 'ContactPoint', contactType: 'customer support', telephone: address }];
    if (scheme === 'mailto') return [{ '@type': 'ContactPoint', contactType: 'customer support', email: address.split('?')[0] }];
    return [];
  });
  return {
    ...organizationRef(site),
    logo: absoluteUrl(site.url, site.favicon),
    description: site.tagline,
    contactPoint: contactPoints.length > 0 ? contactPoints : undefined,
  };
}

/** The home page's questions and answers. */
export function faqPageOf(faq: FrontmatterOf<'home'>['faq']): JsonLdNode {
  return {
    '@type': 'FAQPage',
    mainEntity: faq.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  };
}

/** A course or bootcamp: the offering's facts from courses.yaml, the page's description and instructors. */
export function courseOf(route: string, page: FrontmatterOf<'course' | 'bootcamp'>, { site, courses, instructors }: StructuredFacts): JsonLdNode {
  const offering = courses[page.offering];
  if (!offering) throw new Error(`offering "${page.offering}" is not in courses.yaml`);
  const url = absoluteUrl(site.url, route);
  const online = ONLINE.test(offering.location);
  const full = offering.maxStudents !== undefined && offering.currentStudents !== undefined && offering.currentStudents >= offering.maxStudents;
  return {
    '@type': 'Course',
    name: offering.title,
    description: page.description,
    url,
    inLanguage: LANGUAGE,
    provider: organizationRef(site),
    // A course without a price (given on request) has no offer to state.
    offers: offering.price === undefined ? undefined : {
      '@type': 'Offer',
      category: 'Paid',
      price: offering.price,
      priceCurrency: CURRENCY,
      availability: `${SCHEMA}/${full ? 'SoldOut' : 'InStock'}`,
      url,
    },
    hasCourseInstance: [{
      '@type': 'CourseInstance',
      courseMode: online ? 'Online' : 'Onsite',
      location: online ? undefined : offering.location,
      startDate: offering.startDate,
      endDate: offering.endDate,
      instructor: peopleOf(page.instructors, instructors),
    }],
  };
}

/** An event: its time with the +07:00 offset as written, its venue or online platform, its ticket. */
export function eventOf(route: string, page: FrontmatterOf<'event'>, { site, instructors }: StructuredFacts): JsonLdNode {
  const url = absoluteUrl(site.url, route);
  const { place } = page;
  // Where visitors sign up: the form when there is one, else the page (which names the chat to write to).
  const signUp = page.registration.form ?? url;
  return {
    '@type': 'Event',
    name: page.title,
    description: page.description,
    url,
    image: absoluteUrl(site.url, page.ogImage ?? shareCardPath(route)),
    inLanguage: LANGUAGE,
    startDate: page.start,
    endDate: page.end,
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/${'venue' in place ? 'Offline' : 'Online'}EventAttendanceMode`,
    location: 'venue' in place
      ? { '@type': 'Place', name: place.venue, address: place.address }
      : { '@type': 'VirtualLocation', name: place.online, url: signUp },
    isAccessibleForFree: page.price === 0,
    offers: { '@type': 'Offer', price: page.price, priceCurrency: CURRENCY, availability: `${SCHEMA}/InStock`, url: signUp },
    maximumAttendeeCapacity: page.seats,
    organizer: organizationRef(site),
    performer: page.speakers ? page.speakers.map(speakerOf) : peopleOf(page.instructors, instructors),
  };
}

/** The academy as provider or organiser; the home page's `Organization` has the same `@id`. */
function organizationRef(site: Site): JsonLdNode {
  return { '@type': 'Organization', '@id': `${site.url}/#organization`, name: site.name, url: absoluteUrl(site.url, '/') };
}

function peopleOf(ids: string[] | undefined, instructors: Record<string, Instructor>): JsonLdNode[] | undefined {
  const people = (ids ?? []).flatMap((id) => {
    const person = instructors[id];
    return person ? [{ '@type': 'Person', name: person.name, jobTitle: person.title }] : [];
  });
  return people.length > 0 ? people : undefined;
}

function speakerOf(speaker: Speaker): JsonLdNode {
  return {
    '@type': 'Person',
    name: speaker.name,
    jobTitle: speaker.title,
    worksFor: speaker.company ? { '@type': 'Organization', name: speaker.company } : undefined,
  };
}

/**
 * JSON for inside `<script type="application/ld+json">`: `<`, `>` and `&` are written as \u escapes
 * (still the same JSON), so no text in the content can close the script or open a comment.
 */
export function serializeJsonLd(node: JsonLdNode): string {
  return JSON.stringify(node)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
