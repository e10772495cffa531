/**
 * Course, bootcamp and schedule pages: every fact of an offering (content/data/courses.yaml)
 * is on its page as a visitor reads it, counts match the lists they count, and the named
 * sections can be linked to and scrolled to. Expected values come from the content itself.
 */
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FrontmatterOf, Offering } from '../content/schema.ts';
import { countOf, discountPercent } from '../lib/countOf.ts';
import { courseStart } from '../lib/courseStart.ts';
import { formatDate } from '../lib/formatDate.ts';
import { formatVnd } from '../lib/formatVnd.ts';
import type { OpenedPage } from '../scripts/testing/browser/browser.ts';
import { sharedPagesForThisFile } from '../scripts/testing/browser/sharedPages.ts';
import { listContentPages, readSiteData } from '../scripts/testing/content.ts';
import { expectSmoothScrollAfterDelay, isJustBelowHeader, positionOf } from '../scripts/testing/browser/scroll.ts';

const { courses, labels } = readSiteData();
const pages = listContentPages();
const offeringPages = pages.flatMap((page) =>
  page.frontmatter.type === 'course' || page.frontmatter.type === 'bootcamp' ? [{ ...page, frontmatter: page.frontmatter }] : []);

/** The anchors the issue names, per route. */
const ANCHORS: [route: string, anchors: string[]][] = [
  ['/lap-trinh-bot-auto-trading-khong-can-biet-code', ['curriculum']],
  ['/bootcamp-tradingview-webhook-bot', ['platforms', 'curriculum']],
  ['/bootcamp-n8n-mobile', ['ezitax-features', 'curriculum']],
  ['/bootcamp-chatgpt-signal-bot', ['architecture', 'curriculum', 'platforms']],
  ['/tu-dong-hoa-n8n', ['curriculum']],
  ['/mastering-ai-chatbot-n8n', ['pricing']],
];

/** Pages sent from route to route: a fresh context for each visit cost a second of the browser's time. */
const tabs = sharedPagesForThisFile();

const withPage = (path: string, test: (opened: OpenedPage) => Promise<void>, javaScriptEnabled = true) =>
  tabs.with(path, { javaScriptEnabled }, test);

function offering(id: string): Offering {
  const course = courses[id];
  if (!course) throw new Error(`unknown course ${id}`);
  return course;
}

/** The clock of the build `npm test` makes (SITE_NOW=2025-08-01), a preview that keeps its date in the browser too. */
const BUILT_AS_OF = Date.parse('2025-08-01T00:00:00+07:00');

/** A course's status as that build shows it: its own, or that it has started once its start date has come. */
function statusAsBuilt(course: Offering): string {
  return course.startDate && Date.parse(courseStart(course.startDate)) <= BUILT_AS_OF ? labels.offering.started : course.status;
}

/** What a visitor must be able to read about an offering, formatted as the site formats it. */
function expectedFacts(course: Offering, schedule?: string): string[] {
  const facts = [statusAsBuilt(course), course.location, `${course.sessions} ${labels.sessions}`];
  if (course.price !== undefined) facts.push(formatVnd(course.price));
  if (course.originalPrice !== undefined && course.price !== undefined) {
    facts.push(formatVnd(course.originalPrice), `${discountPercent(course.price, course.originalPrice)}%`);
  }
  if (course.startDate) facts.push(formatDate(course.startDate));
  if (course.endDate) facts.push(formatDate(course.endDate));
  if (course.timeSlots) facts.push(...course.timeSlots);
  if (course.maxStudents !== undefined) {
    facts.push(course.showEnrolment && course.currentStudents !== undefined ? `${course.currentStudents}/${course.maxStudents}` : String(course.maxStudents));
  }
  if (schedule) facts.push(schedule);
  return facts;
}

describe('offering pages', () => {
  it('are the flagship, the three bootcamps and the three course pages', ({ expect }) => {
    expect(offeringPages.map((page) => page.route).sort()).toEqual([
      '/bootcamp-chatgpt-signal-bot',
      '/bootcamp-n8n-mobile',
      '/bootcamp-tradingview-webhook-bot',
      '/lap-trinh-bot-auto-trading-khong-can-biet-code',
      '/mastering-ai-chatbot-n8n',
      '/tu-dong-hoa-n8n',
      '/xay-dung-web-app-khong-can-biet-code',
    ]);
  });

  // The routes side by side, five at a time, each one's cases in turn: one page open a route. Five
  // pages share the machine, so each case is given twice the time it would have alone.
  describe.concurrent.each(offeringPages)('$route', { timeout: 60_000 }, ({ route, frontmatter }) => {
    it.sequential('shows the facts of its offering, without JavaScript', ({ expect }) => withPage(route, async ({ page }) => {
      const text = await page.locator('main').innerText();
      const missing = expectedFacts(offering(frontmatter.offering), frontmatter.schedule).filter((fact) => !text.includes(fact));
      expect(missing).toEqual([]);
    }, false));

    it.sequential('numbers its curriculum sessions 1 to N, N counted from the list', ({ expect }) => withPage(route, async ({ page }) => {
      const total = countOf(frontmatter, 'curriculum');
      // Text content, not what is rendered: the sessions of closed blocks (<details>) are in the page but not shown.
      const numbers = await page.locator('#curriculum ol > li > p:first-child').allTextContents();
      expect(numbers.map((label) => label.trim().toLocaleLowerCase('vi'))).toEqual(
        Array.from({ length: total ?? 0 }, (_, index) => `${labels.sessionRange} ${index + 1}`.toLocaleLowerCase('vi')));
      expect(await page.locator('#curriculum').innerText()).toContain(`${total} ${labels.sessions}`);
    }, false));
  });
});

describe('named sections', () => {
  // As the offering pages: five routes side by side, each one's anchors in turn.
  describe.concurrent.each(ANCHORS)('%s', { timeout: 60_000 }, (route, anchors) => {
    it.sequential.for(anchors)('lands on #%s when the address carries it', (anchor, { expect }) => withPage(`${route}#${anchor}`, async ({ page }) => {
      expect(await page.locator(`#${anchor}`).count()).toBe(1);
      await expect.poll(async () => {
        const position = await positionOf(page, `#${anchor}`);
        return position.scrollY > 0 && isJustBelowHeader(position);
      }).toBe(true);
    }));
  });

  // These two time the scroll frame by frame, so they run alone.
  it('scroll smoothly, after the delay, from the buttons that name them', ({ expect }) => withPage('/bootcamp-chatgpt-signal-bot', async ({ page }) => {
    const hero = page.locator('#top');
    for (const anchor of ['#architecture', '#curriculum']) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expectSmoothScrollAfterDelay(page, hero.locator(`a[href="${anchor}"]`), anchor);
      expect(new URL(page.url()).hash).toBe(anchor);
    }
  }));

  it('takes "view tuition" to the pricing section', ({ expect }) => withPage('/mastering-ai-chatbot-n8n', async ({ page }) => {
    const button = page.locator('#top a[href="#pricing"]');
    expect(await button.count()).toBe(1);
    await expectSmoothScrollAfterDelay(page, button, '#pricing');
  }));
});

// This suite and the two after it read pages without timing anything: their pages load side by side,
// each case given twice the time it would have alone.
describe.concurrent('the flagship’s curriculum, a disclosure per block', { timeout: 60_000 }, () => {
  const FLAGSHIP = '/lap-trinh-bot-auto-trading-khong-can-biet-code';
  const flagship = offeringPages.find((page) => page.route === FLAGSHIP)?.frontmatter;
  const blocks = flagship?.curriculum ?? [];
  const disclosures = (page: Page) => page.locator('#curriculum details');
  const sessionsOf = (page: Page, index: number) => disclosures(page).nth(index).locator('ol > li');

  it('opens the first block and keeps the others closed, each summary naming its block and counting its sessions, without JavaScript', ({ expect }) => withPage(FLAGSHIP, async ({ page }) => {
    expect(blocks.length).toBeGreaterThan(1);
    expect(await disclosures(page).evaluateAll((all) => all.map((details) => (details as HTMLDetailsElement).open))).toEqual(blocks.map((_, index) => index === 0));
    for (const [index, block] of blocks.entries()) {
      const summary = disclosures(page).nth(index).locator('summary');
      const text = await summary.innerText();
      expect(text).toContain(block.title);
      expect(text).toContain(`${block.sessions.length} ${labels.sessions}`);
      expect((await summary.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      // A chevron says which way it opens.
      expect(await summary.locator('svg').count()).toBe(1);
    }
    expect(await sessionsOf(page, 0).first().isVisible()).toBe(true);
    expect(await sessionsOf(page, 1).first().isVisible()).toBe(false);
  }, false));

  it('keeps every session title in the HTML, closed blocks included', ({ expect }) => withPage(FLAGSHIP, async ({ response }) => {
    // The text the HTML holds: a title's words may sit in spans that keep them on one line (renderer/keepWordsTogether.ts).
    const text = toString(fromHtml(await response?.text() ?? ''));
    const missing = blocks.flatMap((block) => block.sessions.map((session) => session.title)).filter((title) => !text.includes(title));
    expect(missing).toEqual([]);
  }, false));

  it('shows a closed block’s sessions when its summary is clicked, or pressed from the keyboard', ({ expect }) => withPage(FLAGSHIP, async ({ page }) => {
    await disclosures(page).nth(1).locator('summary').click();
    expect(await sessionsOf(page, 1).allInnerTexts()).toEqual(blocks[1]?.sessions.map((session) => expect.stringContaining(session.title)));
    await disclosures(page).nth(2).locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await sessionsOf(page, 2).first().isVisible()).toBe(true);
  }));

  it('opens a closed block to show a session the browser finds in the page', ({ expect }) => {
    const session = blocks.at(-1)?.sessions.at(-1)?.title ?? '';
    // A text fragment is found as find-in-page finds text, and reveals it the same way.
    return withPage(`${FLAGSHIP}#:~:text=${encodeURIComponent(session)}`, async ({ page }) => {
      await expect.poll(() => disclosures(page).last().evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
      expect(await page.getByText(session, { exact: true }).isVisible()).toBe(true);
    });
  });
});

describe.concurrent('the ai chatbot course tuition', { timeout: 60_000 }, () => {
  const page = pages.find((p) => p.route === '/mastering-ai-chatbot-n8n');
  const frontmatter = page?.frontmatter as FrontmatterOf<'course'> | undefined;

  it('lists every package and the full course with their prices', ({ expect }) => withPage('/mastering-ai-chatbot-n8n', async ({ page: browserPage }) => {
    if (!frontmatter?.packages) throw new Error('the chatbot course page has no packages');
    const pricing = await browserPage.locator('#pricing').innerText();
    const course = offering(frontmatter.offering);
    for (const item of frontmatter.packages) {
      expect(pricing).toContain(item.name);
      expect(pricing).toContain(formatVnd(item.price));
      expect(pricing).toContain(formatVnd(item.originalPrice));
    }
    expect(pricing).toContain(formatVnd(course.price ?? Number.NaN));
    expect(pricing).toContain(formatVnd(course.originalPrice ?? Number.NaN));
  }, false));
});

describe.concurrent('the schedule page', { timeout: 60_000 }, () => {
  const schedule = pages.find((p) => p.frontmatter.type === 'schedule');
  const entries = schedule?.frontmatter.type === 'schedule' ? schedule.frontmatter.courses : [];

  it('lists each course with its facts, features, highlights and buttons', ({ expect }) => withPage(schedule?.route ?? '/lich-khai-giang', async ({ page }) => {
    expect(entries.length).toBe(2);
    const cards = page.locator('main li:has(> div h3)');
    expect(await cards.count()).toBe(entries.length);
    for (const [index, entry] of entries.entries()) {
      const card = cards.nth(index);
      const text = await card.innerText();
      const missing = [...expectedFacts(offering(entry.course), entry.schedule), ...entry.features, ...entry.highlights].filter((fact) => !text.includes(fact));
      expect(missing).toEqual([]);
      // Its buttons, not the links inside a register button's dialog (the form in a new tab, the chat).
      expect((await card.locator('a:not(dialog a)').allInnerTexts()).map((label) => label.trim())).toEqual(entry.actions.map((action) => action.label));
    }
  }, false));
});
