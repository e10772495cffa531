import { describe, expect, it } from 'vitest';
import type { EventPage } from '../../content/schema.ts';
import { contentDir, projectRoot } from '../../scripts/engine/core/paths.ts';
import { loadContent } from '../../scripts/engine/derive/loadContent.ts';
import { expectedInvitation, readInvitation } from '../../scripts/testing/invitation.ts';
import { site } from '../definition.ts';
import { eventCalendarFiles } from './eventCalendar.ts';

/** Before every event in content/, as `npm test` builds. */
const BEFORE_THE_EVENTS = '2025-08-01T00:00:00+07:00';
const { data, pages } = loadContent(site, contentDir, projectRoot, { now: BEFORE_THE_EVENTS });
const eventAt = (route: string): EventPage => {
  const page = pages.find((candidate) => candidate.route === route);
  if (page?.frontmatter.type !== 'event') throw new Error(`${route} is not an event page`);
  return page.frontmatter;
};
/** The files a build with this clock emits: the content read as of then (its events started or not). */
const filesAsOf = (now: string) => eventCalendarFiles(pages, loadContent(site, contentDir, projectRoot, { now }).data);
const invitationAt = (route: string, now = BEFORE_THE_EVENTS) => {
  const file = filesAsOf(now).find((candidate) => candidate.path === `${route}.ics`);
  if (!file) throw new Error(`no calendar file for ${route}`);
  return readInvitation(file.content);
};

describe('event calendar files', () => {
  it('write, for the workshop at a venue, every field as its frontmatter states it', () => {
    const event = eventAt('/workshop-ai-3x');
    expect('venue' in event.place).toBe(true);
    expect(invitationAt('/workshop-ai-3x')).toEqual({ ...expectedInvitation('/workshop-ai-3x', event, data.site.url), stamp: Date.parse(BEFORE_THE_EVENTS) });
  });

  it('write, for the online webinar, its platform as the place and its +07:00 times exactly', () => {
    const event = eventAt('/webinar-mt5-bot');
    const invitation = invitationAt('/webinar-mt5-bot');
    expect(invitation).toEqual({ ...expectedInvitation('/webinar-mt5-bot', event, data.site.url), stamp: Date.parse(BEFORE_THE_EVENTS) });
    expect(invitation.location).toBe('Zoom');
    expect(new Date(invitation.start).toISOString()).toBe('2025-08-08T13:00:00.000Z');
  });

  it('give a landing page about the same event that event’s times and place, and its UID, so one calendar entry serves both', () => {
    const landing = invitationAt('/webinar-mt5-landing');
    const webinar = invitationAt('/webinar-mt5-bot');
    expect(eventAt('/webinar-mt5-landing').sameEventAs).toBe('/webinar-mt5-bot');
    expect({ start: landing.start, end: landing.end, location: landing.location, uid: landing.uid })
      .toEqual({ start: webinar.start, end: webinar.end, location: webinar.location, uid: webinar.uid });
    expect(landing.url).toBe(`${data.site.url}/webinar-mt5-landing`);
  });

  it('keep their UID from one build to the next, while DTSTAMP follows the build’s clock', () => {
    const later = '2025-08-05T12:00:00+07:00';
    expect(invitationAt('/workshop-ai-3x', later).uid).toBe(invitationAt('/workshop-ai-3x').uid);
    expect(invitationAt('/workshop-ai-3x', later).stamp).toBe(Date.parse(later));
  });

  it('fold every line at 75 octets, never inside a letter, and still read back whole (RFC 5545 §3.1)', () => {
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    const files = filesAsOf(BEFORE_THE_EVENTS);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const lines = Buffer.from(file.content).toString('latin1').split('\r\n').map((line) => Buffer.from(line, 'latin1'));
      for (const bytes of lines) {
        expect(bytes.length, `${file.path}: ${bytes.toString()}`).toBeLessThanOrEqual(75);
        expect(() => utf8.decode(bytes), file.path).not.toThrow();
      }
      expect(readInvitation(file.content).summary, file.path).toBe(eventAt(file.path.replace(/\.ics$/, '')).title);
    }
  });

  it('exist for every event page as of a date before the events', () => {
    const events = pages.filter((page) => page.frontmatter.type === 'event').map((page) => `${page.route}.ics`);
    expect(events.length).toBeGreaterThan(0);
    expect(filesAsOf(BEFORE_THE_EVENTS).map((file) => file.path).sort()).toEqual(events.sort());
  });

  it('leave out an event that has started at the build’s clock, to the minute', () => {
    const start = eventAt('/workshop-ai-3x').start;
    const paths = (now: string) => filesAsOf(now).map((file) => file.path);
    expect(paths(new Date(Date.parse(start) - 60_000).toISOString())).toContain('/workshop-ai-3x.ics');
    expect(paths(start)).not.toContain('/workshop-ai-3x.ics');
    // Earlier events are gone too; later ones are still offered.
    expect(paths(start)).not.toContain('/webinar-mt5-bot.ics');
    expect(paths(start)).toContain('/blockchain-mastery.ics');
  });
});
