import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { eventPage, fixtureLabels, pageWith, fixtureSite, readHtml } from '../../../scripts/testing/blockFixtures.ts';
import { Countdown } from './Countdown.tsx';
import { resolveCountdown } from './resolve.ts';

const page = pageWith(eventPage({ start: '2025-08-08T20:00:00+07:00', countdown: true }));
const render = (props: Parameters<typeof resolveCountdown>[0]) => readHtml(renderToStaticMarkup(createElement(Countdown, resolveCountdown(props, page, fixtureSite()))));

describe('Countdown', () => {
  it('counts down to the event’s start in four labelled tiles, a week ahead until it ticks', () => {
    const html = render({});
    expect(html.attributes('[role="timer"]', 'dataTarget')).toEqual(['2025-08-08T20:00:00+07:00']);
    expect(html.texts('[data-unit]')).toEqual(['07', '00', '00', '00']);
    const { days, hours, minutes, seconds } = fixtureLabels.countdown;
    expect(html.texts('[data-unit] + span')).toEqual([days, hours, minutes, seconds]);
  });

  it('draws light tiles by default and glassy ones on a dark background', () => {
    expect(render({}).all('.bg-white\\/10')).toHaveLength(0);
    expect(render({ tone: 'dark' }).all('.bg-white\\/10')).toHaveLength(4);
  });
});
