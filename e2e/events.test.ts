/**
 * Event pages: their facts, the webinar countdown on a controlled clock, image fallbacks when a
 * picture fails, registration in a dialog, the landing nav, the click-to-load replay and the
 * referral page's anchors, and "Thêm vào lịch" (.ics and Google Calendar; the site is built as of
 * 2025-08-01, before every event). Expected values come from each page's frontmatter.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { EventPage } from '../content/schema.ts';
import { eventTime } from '../lib/eventTime.ts';
import { initialsOf } from '../lib/initialsOf.ts';
import { MOBILE, withOpenPage, type OpenedPage, type OpenPageOptions } from '../scripts/testing/browser/browser.ts';
import { sharedPagesForThisFile } from '../scripts/testing/browser/sharedPages.ts';
import { listContentPages, readHomePage, readSiteData } from '../scripts/testing/content.ts';
import { expectSmoothScrollAfterDelay, isJustBelowHeader, positionOf } from '../scripts/testing/browser/scroll.ts';
import { expectedInvitation, readInvitation } from '../scripts/testing/invitation.ts';

const data = readSiteData();
const { labels } = data;
const events = listContentPages().flatMap((page) => (page.frontmatter.type === 'event' ? [{ route: page.route, event: page.frontmatter }] : []));
const eventAt = (route: string): EventPage => {
  const found = events.find((entry) => entry.route === route);
  if (!found) throw new Error(`${route} is not an event page`);
  return found.event;
};

const pages = sharedPagesForThisFile();

/** A page of its own for a test that stubs requests or sets the clock before it loads; a shared one otherwise. */
const withPage = (path: string, test: (opened: OpenedPage) => Promise<void>, options: OpenPageOptions = {}) =>
  (options.beforeNavigation ? withOpenPage(pages.browser, path, options, test) : pages.with(path, options, test));

/** Serves a stand-in for an external origin (forms, video player), so the tests need no network. */
async function stubOrigin(page: Page, url: string, body = '<!doctype html><title>stub</title><p>stub</p>'): Promise<void> {
  await page.route(`${new URL(url).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body }));
}

/** Makes every request for matching images fail, as a broken or missing picture would. */
async function failImages(page: Page, pattern: string): Promise<void> {
  await page.route(pattern, (route) => route.abort());
}

// Cases run side by side where nothing they check is timed: most of their time is the browser's.
describe.concurrent('event pages', () => {
  it('are the eleven event routes, the referral page being a landing page', () => {
    expect(events.map((entry) => entry.route).sort()).toEqual([
      '/blockchain-mastery', '/blockchain-mastery-2', '/su-kien-kinh-nghiem-thuc-te', '/webinar-mt5-bot', '/webinar-mt5-landing',
      '/workshop-ai-3x', '/workshop-cong-nghe-nghe-nghiep', '/workshop-dau-tu-thong-minh', '/workshop-dau-tu-thong-minh-presentation',
      '/workshop-phu-nu-trong-kien-tao-tuong-lai',
    ]);
  });

  describe.each(events)('$route', ({ route, event }) => {
    it('shows its date, weekday, time, place, price and seats without JavaScript', () => withPage(route, async ({ page }) => {
      const when = eventTime(event.start, event.end);
      const text = await page.locator('main').innerText();
      const expected = [when.date, labels.event.weekdays[when.weekday] ?? '', when.time,
        'venue' in event.place ? event.place.venue : event.place.online,
        event.price === 0 ? labels.event.free : String(event.price)];
      if (event.seats !== undefined) expected.push(String(event.seats));
      expect(expected.filter((fact) => !text.includes(fact))).toEqual([]);
    }, { javaScriptEnabled: false }));

    it('offers its .ics invitation, served as text/calendar with its facts, and Google Calendar at its times', () => withPage(route, async ({ page }) => {
      const hero = page.locator('#top');
      const file = hero.getByRole('link', { name: labels.event.addToCalendar, exact: true });
      const google = hero.getByRole('link', { name: labels.event.googleCalendar });
      for (const link of [file, google]) {
        expect(await link.isVisible()).toBe(true);
        expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      }

      const answer = await fetch(new URL(await file.getAttribute('href') ?? '', inject('baseURL')));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const { stamp, ...invitation } = readInvitation(await answer.text());
      expect(invitation).toEqual(expectedInvitation(route, event, data.site.url));
      expect(stamp).toBe(Date.parse('2025-08-01T00:00:00+07:00'));

      expect(await google.getAttribute('target')).toBe('_blank');
      expect(await google.getAttribute('rel')).toBe('noopener noreferrer');
      const params = new URL(await google.getAttribute('href') ?? '').searchParams;
      const instant = (basic: string) => Date.parse(basic.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
      expect((params.get('dates') ?? '').split('/').map(instant)).toEqual([invitation.start, invitation.end]);
      expect([params.get('action'), params.get('text'), params.get('location')]).toEqual(['TEMPLATE', event.title, invitation.location]);
    }, { javaScriptEnabled: false }));
  });

  it('lists the AI workshop agenda with every slot time, and its five speakers', () => withPage('/workshop-ai-3x', async ({ page }) => {
    const event = eventAt('/workshop-ai-3x');
    const agenda = await page.locator('#agenda').innerText();
    expect((event.agenda ?? []).map((slot) => slot.time.replace('-', '–')).filter((time) => !agenda.includes(time))).toEqual([]);
    expect(event.agenda?.length).toBe(9);
    expect(event.speakers?.length).toBe(5);
    for (const speaker of event.speakers ?? []) expect(await page.getByRole('heading', { name: speaker.name, exact: true }).isVisible()).toBe(true);
    // Its own icon, drawn by the build as a PNG (no SVG document for the browser to lay out beside the page).
    const icon = await page.locator('link[rel="icon"]').getAttribute('href') ?? '';
    expect(icon).toMatch(new RegExp(`^/_images/${path.posix.basename(event.favicon ?? '', '.svg')}-[0-9a-f]{12}-\\d+\\.png$`));
    expect((await page.request.get(new URL(icon, page.url()).href)).headers()['content-type']).toBe('image/png');
  }, { javaScriptEnabled: false }));

  it('date the home page’s promo and news cards: each shows the start of the event it links to', () => withPage('/', async ({ page }) => {
    const { promo, news } = readHomePage().frontmatter;
    const dayOf = (route: string) => eventTime(eventAt(route).start).date;
    expect(await page.locator(`a[href="${promo.href}"] time`).first().innerText()).toBe(dayOf(promo.href).slice(0, 5));
    for (const item of news) {
      const card = page.locator('#news li').filter({ has: page.locator(`a[href="${item.href}"]`) });
      expect(await card.locator('time').innerText(), item.href).toBe(dayOf(item.href));
    }
  }, { javaScriptEnabled: false }));
});

describe('the webinar countdown', () => {
  const event = eventAt('/webinar-mt5-bot');
  const start = Date.parse(event.start);
  const tiles = (page: Page) => page.locator('[role="timer"] [data-unit]').allInnerTexts();
  /**
   * The page loads at `time + PAUSE_OFFSET_MS`; each runFor(1000) then brings exactly one tick. The
   * clock runs in real time from install until paused, so the pause lies seconds ahead: on a loaded
   * machine the two calls can be more than half a second apart.
   */
  const PAUSE_OFFSET_MS = 5_500;

  async function openAt(time: number, test: (page: Page) => Promise<void>) {
    await withPage('/webinar-mt5-bot', async ({ page }) => {
      await page.locator('[data-behavior="countdown"][data-enhanced]').waitFor({ state: 'attached' });
      await test(page);
    }, {
      // Paused, so time moves only when the test says: no real time leaks in between the steps.
      beforeNavigation: async (page) => {
        await page.clock.install({ time });
        await page.clock.pauseAt(time + PAUSE_OFFSET_MS);
      },
    });
  }

  // The first tick comes with the page: 26 h 1 min 1 s before the start shows 01:02:01:01, then a second later 01:02:01:00.
  it('shows the time left by the visitor’s clock at once, then ticks every second toward the start', () => openAt(start - (26 * 3600 + 61) * 1000 - PAUSE_OFFSET_MS, async (page) => {
    expect(await tiles(page)).toEqual(['01', '02', '01', '01']);
    await page.clock.runFor(1000);
    expect(await tiles(page)).toEqual(['01', '02', '01', '00']);
    await page.clock.runFor(1000);
    expect(await tiles(page)).toEqual(['01', '02', '00', '59']);
  }));

  it('shows zeros and stops once the start has passed, never a negative number', () => openAt(start - 1000 - PAUSE_OFFSET_MS, async (page) => {
    await page.clock.runFor(1000);
    expect(await tiles(page)).toEqual(['00', '00', '00', '00']);
    await page.clock.runFor(5000);
    expect(await tiles(page)).toEqual(['00', '00', '00', '00']);
    expect(await page.locator('[role="timer"]').innerText()).not.toMatch(/-/);
  }));

  it('shows zeros for a visit long after the webinar', () => openAt(start + 400 * 86_400_000, async (page) => {
    await page.clock.runFor(1000);
    expect(await tiles(page)).toEqual(['00', '00', '00', '00']);
  }));
});

describe.concurrent('image fallbacks', () => {
  it('shows each speaker’s photo, or their drawn portrait without one, never the emoji kept for a failed photo', () => withPage('/workshop-ai-3x', async ({ page }) => {
    const speakers = eventAt('/workshop-ai-3x').speakers ?? [];
    const avatars = page.locator('[data-people="speakers"] [data-avatar]');
    expect(await avatars.evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-avatar'))))
      .toEqual(speakers.map((speaker) => (speaker.avatar ? 'photo' : 'illustrated')));
    // What shows while every photo loads: the layer beneath a photo is not on screen.
    const text = await page.locator('[data-people="speakers"]').evaluate((section) => {
      const copy = section.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.image-fallback').forEach((layer) => layer.remove());
      return copy.textContent ?? '';
    });
    for (const speaker of speakers) expect(text).not.toContain(speaker.emoji);
  }));

  /** The box of the webinar instructor's photo: a JPEG the build made AVIF, WebP and JPEG of, named after it under /_images/. */
  const instructorPhoto = (page: Page) => {
    const [id] = eventAt('/webinar-mt5-bot').instructors ?? [];
    const instructor = id ? data.instructors[id] : undefined;
    if (!instructor?.avatar) throw new Error('the webinar instructor has no photo');
    const stem = instructor.avatar.slice(instructor.avatar.lastIndexOf('/') + 1).replace(/\.\w+$/, '');
    return { instructor, box: page.locator(`[data-image-fallback]:has(img[src^="/_images/${stem}-"])`).first() };
  };

  it('hides the webinar instructor’s photo and shows the initials when it fails', ({ expect }) => withPage('/webinar-mt5-bot', async ({ page }) => {
    const { instructor, box } = instructorPhoto(page);
    await box.scrollIntoViewIfNeeded();
    await expect.poll(() => box.getAttribute('data-failed')).toBe('');
    expect(await box.locator('img').isVisible()).toBe(false);
    expect(await box.getByText(initialsOf(instructor.name), { exact: true }).isVisible()).toBe(true);
  }, { beforeNavigation: (page) => failImages(page, '**/_images/**') }));

  it('shows the webinar instructor’s photo as the AVIF made for its box on this screen', ({ expect }) => withPage('/webinar-mt5-bot', async ({ page }) => {
    const image = instructorPhoto(page).box.locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // A box of 96 CSS px on a screen of one device pixel per CSS pixel: the 96 px AVIF, not the JPEG the src names.
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-96\.avif$/);
    expect(await image.isVisible()).toBe(true);
  }));

  it('falls back on the sound-healing card too', ({ expect }) => withPage('/workshop-ai-3x', async ({ page }) => {
    const box = page.locator('[data-image-fallback]:has(img[src*="sound-healing"])');
    await box.scrollIntoViewIfNeeded();
    await expect.poll(() => box.getAttribute('data-failed')).toBe('');
    expect(await box.locator('img').isVisible()).toBe(false);
  }, { beforeNavigation: (page) => failImages(page, '**/images/sound-healing*') }));
});

describe.concurrent('event registration', () => {
  it.for(['/workshop-ai-3x', '/webinar-mt5-bot'])('opens the event form in a dialog on %s', (route, { expect }) => {
    const form = eventAt(route).registration.form ?? '';
    return withPage(route, async ({ page }) => {
      await page.locator('#top a[data-register]').first().click();
      const dialog = page.locator('dialog[open]');
      await expect.poll(() => dialog.count()).toBe(1);
      await expect.poll(() => dialog.locator('iframe').getAttribute('src')).toBe(form);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
    }, { beforeNavigation: (page) => stubOrigin(page, form) });
  });
});

describe.concurrent('the webinar landing nav', () => {
  const route = '/webinar-mt5-landing';
  const form = eventAt(route).registration.form ?? '';

  it('links home, about and courses, and replaces the site top bar', () => withPage(route, async ({ page }) => {
    const links = page.locator('header nav').first().locator('a:not([data-landing-register])');
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(data.nav.landing.links.map((link) => link.href));
    expect(await page.locator('header').count()).toBe(1);
  }));

  it('on a phone, closes its menu, goes to the registration section and opens the form', ({ expect }) => withPage(route, async ({ page }) => {
    // Until the nav's behaviour has run, a tap on its links is held and replayed (renderer/islands/scheduleIslands.ts).
    await page.locator('[data-behavior="landingNav"][data-enhanced]').waitFor({ state: 'attached' });
    const menu = page.locator('[data-landing-menu]');
    await menu.locator('summary').click();
    expect(await menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    await menu.getByRole('link', { name: data.nav.landing.register }).click();

    await expect.poll(() => page.locator('dialog[open]').count()).toBe(1);
    await expect.poll(() => page.locator('dialog[open] iframe').getAttribute('src')).toBe(form);
    // The menu closes under the dialog once its frame is painted.
    await expect.poll(() => menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    expect(new URL(page.url()).hash).toBe('#register');
    await page.keyboard.press('Escape');
    // The smooth scroll ran behind the dialog; on a loaded machine it may take longer than poll's default second.
    await expect.poll(async () => isJustBelowHeader(await positionOf(page, '#register')), { timeout: 5000 }).toBe(true);
  }, { ...MOBILE, beforeNavigation: (page) => stubOrigin(page, form) }));

  it('without JavaScript, its register button is a link to the registration section', () => withPage(route, async ({ page }) => {
    expect(await page.locator('[data-landing-register]').first().getAttribute('href')).toBe('#register');
    expect(await page.locator('#register').count()).toBe(1);
  }, { javaScriptEnabled: false }));
});

describe.concurrent('the blockchain replay', () => {
  const replay = eventAt('/blockchain-mastery').replay;

  it('loads no player until the visitor presses play', ({ expect }) => withPage('/blockchain-mastery', async ({ page }) => {
    if (!replay) throw new Error('no replay');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const play = page.locator('#replay a[data-embed]');
    await play.scrollIntoViewIfNeeded();
    expect(await page.locator('#replay iframe').count()).toBe(0);
    expect(requests.filter((url) => url.startsWith(new URL(replay.embed).origin))).toEqual([]);

    await play.click();
    await expect.poll(() => page.locator('#replay iframe').getAttribute('src')).toBe(replay.embed);
    expect(page.url()).toContain('/blockchain-mastery');
  }, { beforeNavigation: (page) => stubOrigin(page, replay?.embed ?? 'https://example.com') }));

  it('is a link to the video in a new tab without JavaScript', () => withPage('/blockchain-mastery', async ({ page }) => {
    const link = page.locator('#replay a[data-embed]');
    expect(await link.getAttribute('href')).toBe(replay?.watch);
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  }, { javaScriptEnabled: false }));
});

describe('the referral page', () => {
  // The smooth scroll below is timed by animation frames: it runs alone.
  it.concurrent.for(['features', 'how-it-works', 'benefits'])('lands on #%s from its address', (anchor, { expect }) => withPage(`/bitget-team#${anchor}`, async ({ page }) => {
    await expect.poll(async () => {
      const position = await positionOf(page, `#${anchor}`);
      return position.scrollY > 0 && isJustBelowHeader(position);
    }).toBe(true);
  }));

  it('scrolls to its sections from the hero buttons', () => withPage('/bitget-team', async ({ page }) => {
    await expectSmoothScrollAfterDelay(page, page.locator('#top a[href="#how-it-works"]'), '#how-it-works');
  }));

  it.concurrent('draws its icons as inline SVG, with no icon font', () => withPage('/bitget-team', async ({ page }) => {
    expect(await page.locator('#features svg').count()).toBeGreaterThanOrEqual(3);
    const stylesheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(stylesheets.every((href) => new URL(href).origin === new URL(page.url()).origin)).toBe(true);
    expect(await page.locator('main').innerText()).toContain('95%');
  }));
});
