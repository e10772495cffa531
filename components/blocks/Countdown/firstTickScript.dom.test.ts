import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listContentPages } from '../../../scripts/testing/content.ts';
import { behaviorRoot, mountMarkup } from '../../../scripts/testing/dom/mountMarkup.ts';
import { resolvedBlock } from '../../resolvedBlock.tsx';
import { Countdown } from './Countdown.tsx';
import { FIRST_TICK_SCRIPT } from './firstTickScript.ts';
import { resolveCountdown } from './resolve.ts';
import { showTimeLeft } from './showTimeLeft.ts';

/** The webinar whose page shows the countdown (`countdown: true`). */
const ROUTE = '/webinar-mt5-bot';
const event = listContentPages().find((page) => page.route === ROUTE)?.frontmatter;
if (event?.type !== 'event') throw new Error(`${ROUTE} is not an event`);
const start = Date.parse(event.start);

const tiles = (root: HTMLElement) => [...root.querySelectorAll('[data-unit]')].map((tile) => tile.textContent).join(' ');

/** The tiles as the inline script leaves them when the page is parsed at `now`. */
function parsedAt(now: number): string {
  vi.setSystemTime(now);
  mountMarkup(createElement(resolvedBlock(resolveCountdown, Countdown), {}), ROUTE);
  const root = behaviorRoot('countdown');
  const script = root.nextElementSibling;
  expect(script?.tagName).toBe('SCRIPT');
  expect(script?.textContent).toBe(FIRST_TICK_SCRIPT);
  // As the browser runs it: `document.currentScript` is the script itself.
  new Function('document', FIRST_TICK_SCRIPT)({ currentScript: script });
  return tiles(root);
}

afterEach(() => vi.useRealTimers());

describe('the countdown\'s first tick', () => {
  it.each([
    ['a week and a bit ahead', 7 * 86_400_000 + 3_723_000],
    ['a day ahead, to the millisecond', 86_400_000 + 999],
    ['a minute ahead', 60_000],
    ['half a second ahead', 500],
    ['at the start', 0],
    ['an hour after the start', -3_600_000],
  ])('writes what the ticking behaviour writes, %s', (_when, before) => {
    vi.useFakeTimers();
    const written = parsedAt(start - before);
    const expected = document.createElement('div');
    expected.innerHTML = behaviorRoot('countdown').outerHTML;
    const root = expected.firstElementChild as HTMLElement;
    showTimeLeft(root, start - before);
    expect(written).toBe(tiles(root));
  });

  it('shows the visitor\'s time, not the build\'s', () => {
    vi.useFakeTimers();
    expect(parsedAt(start - 2 * 86_400_000 - 5 * 3_600_000)).toBe('02 05 00 00');
  });
});
