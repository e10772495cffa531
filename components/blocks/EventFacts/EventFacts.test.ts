import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { eventPage, fixtureLabels, pageWith, fixtureSite, readHtml } from '../../../scripts/testing/blockFixtures.ts';
import { EventFacts } from './EventFacts.tsx';
import { resolveEventFacts } from './resolve.ts';

const { event: words } = fixtureLabels;
const render = (event: Parameters<typeof eventPage>[0]) =>
  readHtml(renderToStaticMarkup(createElement(EventFacts, resolveEventFacts({}, pageWith(eventPage(event)), fixtureSite()))));

describe('EventFacts', () => {
  it('reads the date with its weekday, the time range in Vietnam time, the venue, the price and the seats', () => {
    const html = render({ start: '2025-08-23T08:00:00+07:00', end: '2025-08-23T12:00:00+07:00', place: { venue: 'Hội trường A', address: '1 Lê Lợi' }, price: 200000, priceNote: 'Kèm tài liệu', seats: 50 });
    expect(html.texts('dt')).toEqual([words.date, words.time, words.place, words.price, words.seats]);
    expect(html.texts('dd.text-lg')).toEqual(['23/08/2025', '08:00–12:00', 'Hội trường A', '200.000 VNĐ', '50']);
    expect(html.texts('dd.text-sm')).toEqual([words.weekdays[6], words.timeZone, '1 Lê Lợi', 'Kèm tài liệu']);
  });

  it('names an online event’s platform and a free event as free, with no seats when none are set', () => {
    const html = render({ place: { online: 'Zoom' }, price: 0 });
    expect(html.texts('dt')).toEqual([words.date, words.time, words.online, words.price]);
    expect(html.texts('dd.text-lg').slice(2)).toEqual(['Zoom', words.free]);
  });
});
