import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { eventPhase } from '../../../lib/eventPhase.ts';
import { eventPage, fixtureLabels, pageWith, fixtureSite, readHtml } from '../../../scripts/testing/blockFixtures.ts';
import { Countdown } from './Countdown.tsx';
import { resolveCountdown } from './resolve.ts';

const event = eventPage({ start: '2025-08-08T20:00:00+07:00', end: '2025-08-08T22:00:00+07:00', countdown: true });
const page = pageWith(event);
/** The site as a build with its clock at `now` sees it: the event's phase derived from that clock. */
const siteAt = (now: string) => fixtureSite({ now, events: { [page.route]: { start: event.start, started: Date.parse(now) >= Date.parse(event.start), phase: eventPhase(event, Date.parse(now)) } } });
const render = (props: Parameters<typeof resolveCountdown>[0], now = '2025-08-01T00:00:00+07:00') =>
  readHtml(renderToStaticMarkup(createElement(Countdown, resolveCountdown(props, page, siteAt(now)))));

describe('Countdown', () => {
  it('counts down to the event’s start in four labelled tiles, from the time left by the build’s clock', () => {
    const html = render({});
    expect(html.attributes('[role="timer"]', 'dataTarget')).toEqual(['2025-08-08T20:00:00+07:00']);
    expect(html.texts('[data-unit]')).toEqual(['07', '20', '00', '00']);
    const { days, hours, minutes, seconds } = fixtureLabels.countdown;
    expect(html.texts('[data-unit] + span')).toEqual([days, hours, minutes, seconds]);
    expect(render({}, '2025-08-08T18:58:30+07:00').texts('[data-unit]')).toEqual(['00', '01', '01', '30']);
  });

  it('built before the end, hides the line that the event is over, to be shown by the page’s clock from its end', () => {
    for (const now of ['2025-08-01T00:00:00+07:00', '2025-08-08T21:00:00+07:00']) {
      const html = render({}, now);
      expect(html.attributes('[data-countdown-over]', 'hidden')).toEqual([true]);
      expect(html.attributes('[data-countdown-over]', 'dataFrom')).toEqual(['2025-08-08T22:00:00+07:00']);
    }
    expect(render({}, '2025-08-08T21:00:00+07:00').texts('[data-unit]')).toEqual(['00', '00', '00', '00']);
  });

  it('built after the event, keeps the tiles at zero and says the event is over', () => {
    const html = render({}, '2025-08-09T00:00:00+07:00');
    expect(html.texts('[data-unit]')).toEqual(['00', '00', '00', '00']);
    expect(html.attributes('[data-countdown-over]', 'hidden')).toEqual([undefined]);
    expect(html.texts('[data-countdown-over]')).toEqual([fixtureLabels.countdown.over]);
  });

  it('draws light tiles by default and glassy ones on a dark background', () => {
    expect(render({}).all('.bg-white\\/10')).toHaveLength(0);
    expect(render({ tone: 'dark' }).all('.bg-white\\/10')).toHaveLength(4);
  });
});
