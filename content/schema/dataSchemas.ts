/**
 * The shared data files in content/data/, each validated by its schema, and the data as pages
 * see it once derived facts are filled in (see site/facts/deriveFacts.ts).
 */
import type { z } from 'zod';
import { contactsSchema, bankAccountsSchema } from './data/contacts.ts';
import { coursesSchema, type Offering } from './data/courses.ts';
import { instructorsSchema } from './data/instructors.ts';
import { labelsSchema } from './data/labels.ts';
import type { EventPhase } from '../../lib/eventPhase.ts';
import { navSchema, platformsSchema, siteSchema } from './data/site.ts';

/** Each shared data file, by its file name in content/data/. */
export const dataSchemas = {
  site: siteSchema,
  nav: navSchema,
  contacts: contactsSchema,
  'bank-accounts': bankAccountsSchema,
  instructors: instructorsSchema,
  courses: coursesSchema,
  platforms: platformsSchema,
  labels: labelsSchema,
} as const;

export type DataName = keyof typeof dataSchemas;
/** The shared data as its files state it, before derived facts. */
export type ParsedSiteData = { [K in DataName]: z.infer<(typeof dataSchemas)[K]> };
/** The shared data as pages see it, with derived facts filled in (see site/facts/deriveFacts.ts). */
export type SiteData = Omit<ParsedSiteData, 'courses'> & {
  courses: Record<string, Offering>;
  /** When each event page's event happens, and whether it had started at build time, by route (derived from the pages; see deriveFacts.ts). */
  events: Record<string, EventStatus>;
  /**
   * The build's clock, an ISO instant (SITE_NOW, or the time the content was read): what "already
   * started" is measured against (`events`), and the stamp of calendar invitations. Pages read
   * `events`, not this, so that their HTML does not change with every build.
   */
  now: string;
  /**
   * A preview of the site on another date (SITE_NOW): its pages keep that date. Otherwise what the
   * build decided by its clock is decided again by the visitor's as a page loads (renderer/shell/pageClock.ts).
   */
  preview: boolean;
};
/** When an event happens, as its page states it (ISO times with their +07:00 offset). */
export interface EventTiming {
  start: string;
  end?: string;
}
/**
 * An event as a page shows it: its timing, and whether it had started by the build's clock (`now`).
 * Pages read this fact, never the clock, so a rebuild renders an event page again only when it changes.
 */
export interface EventStatus extends EventTiming {
  started: boolean;
  /** Before its start, until its end, or after it, by the build's clock (lib/eventPhase.ts). */
  phase: EventPhase;
}
