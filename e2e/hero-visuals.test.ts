/**
 * Every course, bootcamp and event hero shows a visual drawn from the page's facts: on a phone and
 * on a laptop it is visible and fits the screen's width, a course's drawn nodes are the page's own
 * cards, an event poster says the event's day, month, time, price and speaker count and comes before
 * the headline (above it on a phone, beside it on a laptop), and on a phone a course's visual leaves
 * the hero's first button on the first screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { EventPage } from '../content/schema.ts';
import { eventTime } from '../lib/eventTime.ts';
import { formatVnd } from '../lib/formatVnd.ts';
import {DESKTOP, MOBILE } from '../scripts/testing/browser/browser.ts';
import { sharedPagesForThisFile } from '../scripts/testing/browser/sharedPages.ts';
import { listContentPages, readSiteData } from '../scripts/testing/content.ts';

const { labels, courses } = readSiteData();
const pages = listContentPages().filter((page) => page.status === 'published');
const offeringPages = pages.flatMap(({ route, frontmatter }) =>
  (frontmatter.type === 'course' || frontmatter.type === 'bootcamp') ? [{ route, frontmatter }] : []);
const eventPages = pages.flatMap(({ route, frontmatter }) => (frontmatter.type === 'event' && !frontmatter.banner ? [{ route, event: frontmatter }] : []));

/** Pages sent from route to route: a fresh context for each visit cost a second of the browser's time. */
const tabs = sharedPagesForThisFile();

/** The hero's visual, its box, and the texts of the parts marked by `attribute`. */
async function readVisual(page: Page, width: number) {
  const visual = page.locator('[data-hero-visual]');
  expect(await visual.count()).toBe(1);
  expect(await visual.isVisible()).toBe(true);
  const box = await visual.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(box!.height).toBeGreaterThan(80);
  return visual;
}

const texts = (page: Page, selector: string) => page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));

// Within each screen size the cases open pages of their own and load side by side; five at once share the machine, so
// each is given twice the time it would have alone.
describe.each([['phone', MOBILE], ['laptop', DESKTOP]] as const)('on a %s', { timeout: 60_000 }, (_, viewport) => {
  it.concurrent.each(offeringPages.map((page) => [page.route, page] as const))('%s draws its own cards in its hero visual', async (route, { frontmatter }) => {
    const facts = new Set([
      ...Object.values(frontmatter.cards ?? {}).flat().map((card) => card.title),
      ...(courses[frontmatter.offering]?.projects ?? []).map((project) => project.title),
    ]);
    await tabs.with(route, viewport, async ({ page }) => {
      await readVisual(page, viewport.width);
      const nodes = await texts(page, '[data-hero-visual] [data-visual-node]');
      expect(nodes.length).toBeGreaterThanOrEqual(3);
      for (const node of nodes) expect(facts, `${route}: "${node}" is none of the page's cards`).toContain(node);
      if (viewport === MOBILE && frontmatter.hero?.actions.length) {
        const first = page.locator('[data-hero-visual]').locator('xpath=ancestor::section[1]').getByRole('link', { name: frontmatter.hero.actions[0]!.label }).first();
        const box = await first.boundingBox();
        expect(box!.y + box!.height, `${route}: the first button is below the first screen`).toBeLessThanOrEqual(MOBILE.height);
      }
    });
  });

  it.concurrent.each(eventPages.map((page) => [page.route, page.event] as const))('%s shows a poster of its date, time, price and speakers', async (route, event: EventPage) => {
    const when = eventTime(event.start, event.end);
    const [day, month] = when.date.split('/');
    await tabs.with(route, viewport, async ({ page }) => {
      await readVisual(page, viewport.width);
      expect(await texts(page, '[data-poster-day]')).toEqual([day]);
      expect(await texts(page, '[data-poster-month]')).toEqual([`${labels.heroVisual.month} ${month}`]);
      expect(await texts(page, '[data-poster-time]')).toEqual([when.time]);
      expect(await texts(page, '[data-poster-place]')).toEqual(['venue' in event.place ? event.place.venue : event.place.online]);
      expect(await texts(page, '[data-poster-price]')).toEqual([event.price === 0 ? labels.event.free : formatVnd(event.price)]);
      const speakers = event.speakers?.length ?? 0;
      expect(await texts(page, '[data-poster-speakers]')).toEqual(speakers > 0 ? [`${speakers} ${labels.heroVisual.speakers}`] : []);
      // A poster: the date and place come first, above the headline on a phone and beside it on a laptop.
      const poster = (await page.locator('[data-hero-visual]').boundingBox())!;
      const heading = (await page.locator('h1').boundingBox())!;
      if (viewport === MOBILE) expect(poster.y + poster.height, `${route}: the poster is not above the headline`).toBeLessThanOrEqual(heading.y);
      else expect(poster.x + poster.width, `${route}: the poster is not beside the headline`).toBeLessThanOrEqual(heading.x);
    });
  });
});

it('every course, bootcamp and event page is covered', () => {
  expect(offeringPages.length).toBeGreaterThanOrEqual(5);
  expect(eventPages.length).toBeGreaterThanOrEqual(5);
});
