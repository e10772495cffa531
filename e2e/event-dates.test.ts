/**
 * Pages that know the date, on the build `npm test` makes (as of 2025-08-01, before every event): each
 * event page read by a visitor whose clock is before, during and after its event shows the status
 * chip of that moment, offers registration until the event is over and then its replay or the
 * schedule instead, and its countdown the time left, or zeros and the line that it is over. A
 * course's status changes once its start date has come. Expected values come from the content.
 * `npm test`'s build is a preview (SITE_NOW), whose pages keep their date; each page here is served
 * as a build for visitors writes it, without the preview's mark, so the page's clock decides.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pad, timeLeft } from '../lib/countdown.ts';
import { courseStart } from '../lib/courseStart.ts';
import { eventEnd, type EventPhase } from '../lib/eventPhase.ts';
import { launchBrowser, MOBILE, withOpenPage } from '../scripts/testing/browser/browser.ts';
import { listContentPages, readSiteData } from '../scripts/testing/content.ts';

const data = readSiteData();
const { labels } = data;
const events = listContentPages().flatMap((page) => {
  const timing = data.events[page.route];
  return page.status === 'published' && page.frontmatter.type === 'event' && timing ? [{ route: page.route, event: page.frontmatter, timing }] : [];
});
const MINUTE = 60_000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Serves the page at `route` as a build for visitors writes it: the preview build's mark taken off. */
async function asBuiltForVisitors(page: Page, route: string): Promise<void> {
  await page.route((url) => url.pathname === route, async (request) => {
    const response = await request.fetch();
    const html = await response.text();
    expect(html).toContain('<html lang="vi" data-preview="">');
    await request.fulfill({ response, body: html.replace('<html lang="vi" data-preview="">', '<html lang="vi">') });
  });
}

/** Opens `route` at 390 px, as built for visitors, with the page's clock fixed at `time` from its first script on. */
const openAt = (route: string, time: number, test: (page: Page) => Promise<void>) =>
  withOpenPage(browser, route, {
    ...MOBILE,
    beforeNavigation: async (page) => {
      await asBuiltForVisitors(page, route);
      await page.clock.setFixedTime(time);
    },
  }, async ({ page, consoleErrors }) => {
    await test(page);
    expect(consoleErrors).toEqual([]);
  });

/** The visible text of every element matched, in order. */
const visibleTexts = (page: Page, selector: string) => page.locator(`${selector} >> visible=true`).allInnerTexts();

describe.concurrent.each(events)('$route', { timeout: 60_000 }, ({ route, event, timing }) => {
  const start = Date.parse(timing.start);
  const end = Date.parse(eventEnd(timing));
  const moments: [EventPhase, number][] = [['upcoming', start - 3 * 86_400_000 - 17 * MINUTE], ['live', start + MINUTE], ['over', end + MINUTE]];
  const registers = [...Object.values(event.actions ?? {}).flat(), ...(event.hero?.actions ?? [])].some((action) => action.register === true);

  it.each(moments)('read while %s, shows that status, and registration only until the end', (phase, time) => openAt(route, time, async (page) => {
    expect(await visibleTexts(page, '[data-slot="event-status"] > span')).toEqual([labels.event.phase[phase]]);
    const registerButtons = await page.locator('a[data-register] >> visible=true').count();
    if (phase === 'over') {
      expect(registerButtons).toBe(0);
      expect(await page.locator('[data-register-bar]').isVisible()).toBe(false);
      if (registers) {
        const instead = event.replay ? event.replay.watch : labels.event.afterEvent.href;
        expect(await page.locator(`main a[href="${instead}"] >> visible=true`).count(), instead).toBeGreaterThan(0);
      }
    } else if (registers) {
      expect(registerButtons).toBeGreaterThan(0);
    }
    if (event.countdown) {
      const tiles = await page.locator('[role="timer"] [data-unit]').allInnerTexts();
      const left = timeLeft(start, time);
      expect(tiles).toEqual([left.days, left.hours, left.minutes, left.seconds].map(pad));
      expect(await visibleTexts(page, '[data-countdown-over]')).toEqual(phase === 'over' ? [labels.countdown.over] : []);
    }
  }));
});

describe('the countdown', () => {
  const countdowns = events.filter(({ event }) => event.countdown);

  it('is on the webinar page', () => {
    expect(countdowns.map(({ route }) => route)).toContain('/webinar-mt5-bot');
  });

  // How soon after the page is shown is a figure for a benchmark (npm run bench:interactions), not a
  // test: what is asserted is that the first tick needs no timer. The page's clock is stopped, so no
  // interval, timeout or animation frame runs; the tiles show the visitor's time, not the build's,
  // written as the page is parsed (firstTickScript.ts).
  it('shows the time left by the visitor’s clock as the page is parsed, before any timer', async () => {
    const { route, timing } = countdowns[0] ?? {};
    if (!route || !timing) throw new Error('no countdown');
    const time = Date.parse(timing.start) - 2 * 86_400_000 - 5 * 3_600_000;
    await withOpenPage(browser, route, {
      ...MOBILE,
      beforeNavigation: async (page) => {
        await asBuiltForVisitors(page, route);
        // Installed a minute before, as pauseAt only moves forward.
        await page.clock.install({ time: time - MINUTE });
        await page.clock.pauseAt(time);
      },
    }, async ({ page, response }) => {
      await page.locator('html.js').waitFor({ state: 'attached' });
      expect(await page.locator('[role="timer"] [data-unit]').allInnerTexts()).toEqual(['02', '05', '00', '00']);
      // The HTML's own tiles, as of the build's date a week before, were different: the script changed them.
      const built = [...(await response!.text()).matchAll(/data-unit="\w+"[^>]*>(\d+)</g)].map(([, value]) => value);
      expect(built).toHaveLength(4);
      expect(built).not.toEqual(['02', '05', '00', '00']);
    });
  });
});

describe('the home page’s promo strip', () => {
  const promo = listContentPages().find((page) => page.route === '/')?.frontmatter;
  const href = promo?.type === 'home' ? promo.promo.href : undefined;
  const timing = href === undefined ? undefined : data.events[href];

  it.each([['before', 1, -MINUTE], ['after', 0, MINUTE]] as const)('read %s the end of the event it announces, shows it %i time(s)', (_when, shown, offset) => {
    if (!href || !timing) throw new Error('the home page’s promo links to no event');
    return openAt('/', Date.parse(eventEnd(timing)) + offset, async (page) => {
      expect(await page.locator(`a[href="${href}"]:has(.promo-copy) >> visible=true`).count()).toBe(shown);
    });
  });
});

describe('a preview build', () => {
  it('keeps its date whatever the visitor’s clock says: the webinar is still to come, with its register buttons', () =>
    withOpenPage(browser, '/webinar-mt5-bot', { ...MOBILE, beforeNavigation: (page) => page.clock.setFixedTime(Date.parse('2026-11-28T12:00:00Z')) }, async ({ page }) => {
      expect(await visibleTexts(page, '[data-slot="event-status"] > span')).toEqual([labels.event.phase.upcoming]);
      expect(await page.locator('a[data-register] >> visible=true').count()).toBeGreaterThan(0);
    }));
});

describe('a course’s status', () => {
  const course = data.courses.flagship;
  const route = course?.href;

  it.each([['before', -MINUTE, course?.status], ['after', MINUTE, labels.offering.started]])('read %s its start date, says so', (_when, offset, expected) => {
    if (!course?.startDate || !route) throw new Error('the flagship course has no start date or page');
    return openAt(route, Date.parse(courseStart(course.startDate)) + offset, async (page) => {
      expect(await page.locator('[data-then]').first().innerText()).toBe(expected);
    });
  });
});
