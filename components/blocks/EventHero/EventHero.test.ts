import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { EventPage } from '../../../content/schema.ts';
import { eventPage, fixtureLabels, pageWith, fixtureSite, readHtml, renderBlockWith } from '../../../scripts/testing/blockFixtures.ts';
import { EventHero } from './EventHero.tsx';
import { resolveEventHero } from './resolve.ts';
import { noPictures } from '../../parts/pictureLookup.ts';

const ROUTE = '/webinar-bot';
const { event: words } = fixtureLabels;

/** The hero of an event page, built before the event starts unless `started`. */
function render(fields: Partial<EventPage>, started = false) {
  const event = eventPage({ title: 'Webinar bot', start: '2025-08-08T20:00:00+07:00', place: { online: 'Zoom' }, price: 0, ...fields });
  const page = pageWith(event, ROUTE);
  const site = fixtureSite({ events: { [ROUTE]: { start: event.start, started } } });
  const hero = createElement(EventHero, { ...resolveEventHero({}, page, site), pictureOf: noPictures }, createElement('h1', null, 'Webinar bot'));
  return readHtml(renderBlockWith(hero, site, page));
}

describe('EventHero', () => {
  it('opens with the headline and the event’s date with its weekday, time, place and price as chips', () => {
    const html = render({});
    expect(html.texts('h1')).toEqual(['Webinar bot']);
    expect(html.texts('ul > li')).toEqual([
      `${words.date}:${words.weekdays[5]}, 08/08/2025`, `${words.time}:20:00`, `${words.online}:Zoom`, `${words.price}:${words.free}`,
    ]);
  });

  it('shows the countdown only for an event that has one', () => {
    expect(render({}).all('[role="timer"]')).toHaveLength(0);
    expect(render({ countdown: true }).texts('[data-unit]')).toEqual(['07', '00', '00', '00']);
  });

  it('offers the calendar links until the event has started', () => {
    expect(render({}).attributes('a[type="text/calendar"]', 'href')).toEqual([`${ROUTE}.ics`]);
    expect(render({}, true).all('[data-slot="add-to-calendar"]')).toHaveLength(0);
  });

  it('draws the event’s poster, or its banner photo when it has one', () => {
    const poster = render({ speakers: [{ name: 'An', title: 'Kỹ sư', topics: [], color: 'blue' }] });
    expect(poster.texts('[data-poster-month]')).toEqual([`${fixtureLabels.heroVisual.month} 08`]);
    expect(poster.texts('[data-poster-day]')).toEqual(['08']);
    expect(poster.texts('[data-poster-speakers]')).toEqual([`1 ${fixtureLabels.heroVisual.speakers}`]);
    const banner = render({ banner: { image: '/images/hoi-truong.jpg', alt: 'Hội trường kín chỗ' } });
    expect(banner.all('[data-hero-visual="event-poster"]')).toHaveLength(0);
    expect(banner.attributes('img', 'alt')).toEqual(['Hội trường kín chỗ']);
  });
});
