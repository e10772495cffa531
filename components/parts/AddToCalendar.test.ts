import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { eventPage, fixtureLabels, fixtureSite } from '../../scripts/testing/blockFixtures.ts';
import { AddToCalendar } from './AddToCalendar.tsx';
import { calendarLinks } from './calendarLinks.ts';

const ROUTE = '/workshop-ai';
const event = eventPage({ title: 'Workshop AI', start: '2025-08-23T08:00:00+07:00', end: '2025-08-23T12:00:00+07:00', place: { venue: 'Hội trường A', address: '1 Lê Lợi, Quận 1' } });

/** The part's HTML on the workshop page, as a build renders it before the event or once it has started. */
function renderWhen(started: boolean): string {
  const site = fixtureSite({ events: { [ROUTE]: { start: event.start, started, phase: started ? 'live' : 'upcoming' } } });
  const links = calendarLinks(ROUTE, event, site);
  return links ? renderToStaticMarkup(createElement(AddToCalendar, { links })) : '';
}

describe('AddToCalendar', () => {
  it('offers the page’s .ics file and Google Calendar in a new tab before the event', () => {
    const html = renderWhen(false);
    expect(html).toContain(`href="${ROUTE}.ics"`);
    expect(html).toContain(fixtureLabels.event.addToCalendar);
    expect(html).toMatch(/href="https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&amp;text=Workshop%20AI&amp;[^"]+" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain(`(${fixtureLabels.event.newTab})`);
  });

  it('shows nothing once the event has started at build time', () => {
    expect(renderWhen(true)).toBe('');
  });
});
