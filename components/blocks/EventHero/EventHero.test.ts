import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { toString } from 'hast-util-to-string';
import type { EventPage } from '../../../content/schema.ts';
import { eventPhase } from '../../../lib/eventPhase.ts';
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
  const site = fixtureSite({ events: { [ROUTE]: { start: event.start, started, phase: started ? 'live' : 'upcoming' } } });
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
    // The fixture site's clock is 1 August, 00:00 in Vietnam: 7 days and 20 hours before the webinar.
    expect(render({ countdown: true }).texts('[data-unit]')).toEqual(['07', '20', '00', '00']);
  });

  it('offers the calendar links until the event has started', () => {
    expect(render({}).attributes('a[type="text/calendar"]', 'href')).toEqual([`${ROUTE}.ics`]);
    expect(render({}, true).all('[data-slot="add-to-calendar"]')).toHaveLength(0);
  });

  it('opens as a poster: its date and place come before the headline', () => {
    const html = render({ place: { venue: 'Hạt Dẻ Coffee', address: '18 Đường số 7' } });
    expect(html.texts('[data-poster-day], [data-poster-place], h1')).toEqual(['08', 'Hạt Dẻ Coffee', 'Webinar bot']);
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

/** The hero of the webinar (20:00 to 22:00 on 8 August) as a build with its clock at `now` renders it. */
function renderAt(now: string, fields: Partial<EventPage> = {}) {
  const event = eventPage({
    title: 'Webinar bot', start: '2025-08-08T20:00:00+07:00', end: '2025-08-08T22:00:00+07:00', place: { online: 'Zoom' }, price: 0,
    hero: { badge: 'Webinar miễn phí', facts: [], links: [], actions: [{ label: 'Đăng ký ngay', register: true }] }, ...fields,
  });
  const page = pageWith(event, ROUTE);
  const at = Date.parse(now);
  const site = fixtureSite({ now, events: { [ROUTE]: { start: event.start, end: event.end, started: at >= Date.parse(event.start), phase: eventPhase(event, at) } } });
  const hero = createElement(EventHero, { ...resolveEventHero({}, page, site), pictureOf: noPictures }, createElement('h1', null, 'Webinar bot'));
  return readHtml(renderBlockWith(hero, site, page));
}
const shownPhases = (html: ReturnType<typeof renderAt>) => html.all('[data-slot="event-status"] > span').filter((span) => span.properties.hidden !== true).map((span) => span.properties.dataPhase);
/** The hero's buttons on screen: not hidden for the page's clock, nor inside a register button's (closed) dialog. */
const visibleLinks = (html: ReturnType<typeof renderAt>) => {
  const inDialogs = new Set(html.all('[data-hero-actions] dialog a'));
  return html.all('[data-hero-actions] a').filter((link) => link.properties.hidden !== true && !inDialogs.has(link)).map((link) => [link.properties.href, toString(link)]);
};

describe('EventHero by the build’s clock', () => {
  it('before the event: says it is to come and offers registration, with the later phases and the replacement link hidden for the page’s clock', () => {
    const html = renderAt('2025-08-01T00:00:00+07:00');
    expect(shownPhases(html)).toEqual(['upcoming']);
    expect(html.texts('[data-slot="event-status"] > span')).toEqual([words.phase.upcoming, words.phase.live, words.phase.over]);
    expect(html.attributes('[data-slot="event-status"] > span', 'dataFrom')).toEqual([undefined, '2025-08-08T20:00:00+07:00', '2025-08-08T22:00:00+07:00']);
    expect(visibleLinks(html)).toEqual([['https://forms.example.com/x', 'Đăng ký ngay']]);
    expect(html.attributes('[data-hero-actions] a[hidden]', 'dataFrom')).toEqual(['2025-08-08T22:00:00+07:00']);
    expect(html.attributes('[data-behavior="registerDialog"]', 'dataUntil')).toEqual(['2025-08-08T22:00:00+07:00']);
  });

  it('during the event: says it is running and still offers registration', () => {
    const html = renderAt('2025-08-08T21:00:00+07:00');
    expect(shownPhases(html)).toEqual(['live']);
    expect(visibleLinks(html)).toEqual([['https://forms.example.com/x', 'Đăng ký ngay']]);
  });

  it('after the event: says it is over, and its register button is gone, replaced by its replay or else the schedule', () => {
    const html = renderAt('2025-08-09T00:00:00+07:00');
    expect(shownPhases(html)).toEqual(['over']);
    expect(html.all('[data-behavior="registerDialog"]')).toHaveLength(0);
    expect(visibleLinks(html)).toEqual([[words.afterEvent.href, words.afterEvent.label]]);
    const replay = { embed: 'https://www.youtube-nocookie.com/embed/x', watch: 'https://www.youtube.com/watch?v=x', poster: '/p.svg', title: 'Ghi hình' };
    expect(visibleLinks(renderAt('2025-08-09T00:00:00+07:00', { replay }))).toEqual([[replay.watch, words.play]]);
  });
});
