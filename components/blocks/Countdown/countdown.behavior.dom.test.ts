import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listContentPages, readSiteData } from '../../../scripts/testing/content.ts';
import { behaviorRoot, mountMarkup } from '../../../scripts/testing/dom/mountMarkup.ts';
import { resolvedBlock } from '../../resolvedBlock.tsx';
import { Countdown } from './Countdown.tsx';
import { resolveCountdown } from './resolve.ts';
import { enhance } from './countdown.behavior.ts';

/** The webinar whose page shows the countdown (`countdown: true`). */
const ROUTE = '/webinar-mt5-bot';
const event = listContentPages().find((page) => page.route === ROUTE)?.frontmatter;
if (event?.type !== 'event' || !event.countdown) throw new Error(`${ROUTE} is not an event with a countdown`);
const start = Date.parse(event.start);
const { labels } = readSiteData();
const SECOND = 1000;

/** Renders the tiles and wakes them `before` ms ahead of the start, on a clock that moves only when told. */
function openAt(before: number): HTMLElement {
  vi.setSystemTime(start - before);
  mountMarkup(createElement(resolvedBlock(resolveCountdown, Countdown), {}), ROUTE);
  const root = behaviorRoot('countdown');
  enhance(root);
  return root;
}

const tiles = (root: HTMLElement) => [...root.querySelectorAll('[data-unit]')].map((tile) => tile.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the countdown', () => {
  it('counts down to the event’s start in days, hours, minutes and seconds, each labelled', () => {
    const root = openAt(0);
    expect(root.dataset.target && Date.parse(root.dataset.target)).toBe(start);
    expect([...root.querySelectorAll('[data-unit]')].map((tile) => tile.nextElementSibling?.textContent))
      .toEqual([labels.countdown.days, labels.countdown.hours, labels.countdown.minutes, labels.countdown.seconds]);
  });

  it('shows the time left by the visitor’s clock at once, then ticks every second toward the start', () => {
    // 1 day, 2 hours, 1 minute and 1 second before the start: the build's time is replaced before any timer runs.
    const root = openAt((26 * 3600 + 61) * SECOND);
    expect(tiles(root)).toEqual(['01', '02', '01', '01']);
    vi.advanceTimersByTime(SECOND);
    expect(tiles(root)).toEqual(['01', '02', '01', '00']);
    vi.advanceTimersByTime(SECOND);
    expect(tiles(root)).toEqual(['01', '02', '00', '59']);
    vi.advanceTimersByTime(59 * SECOND);
    expect(tiles(root)).toEqual(['01', '02', '00', '00']);
  });

  it('shows whole days beyond a week', () => {
    const root = openAt((30 * 86_400 + 1) * SECOND);
    expect(tiles(root)).toEqual(['30', '00', '00', '01']);
    vi.advanceTimersByTime(SECOND);
    expect(tiles(root)).toEqual(['30', '00', '00', '00']);
  });

  it('shows zeros and stops once the start has passed, never a negative number', () => {
    const root = openAt(SECOND);
    vi.advanceTimersByTime(SECOND);
    expect(tiles(root)).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5 * SECOND);
    expect(tiles(root)).toEqual(['00', '00', '00', '00']);
    expect(root.textContent).not.toMatch(/-/);
  });

  it('shows zeros for a visit long after the event, without a timer', () => {
    const root = openAt(-400 * 86_400 * SECOND);
    expect(tiles(root)).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
