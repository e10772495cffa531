/**
 * The top bar on a laptop screen: its entries and dropdowns (content/data/nav.yaml), keyboard
 * use, links that leave the site, and section links that scroll smoothly on the home page.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {DESKTOP, type OpenedPage } from '../scripts/testing/browser/browser.ts';
import { sharedPagesForThisFile } from '../scripts/testing/browser/sharedPages.ts';
import { readHomePage, readSiteData } from '../scripts/testing/content.ts';
import { expectSmoothScrollAfterDelay, isJustBelowHeader, positionOf } from '../scripts/testing/browser/scroll.ts';
import { desktopNav, dropdownPanel, dropdownToggle, hasFocus, isDropdown, tabTo } from '../scripts/testing/browser/shell.ts';

const { nav, contacts, labels } = readSiteData();
const home = readHomePage();
const UNKNOWN_PATH = '/trang-khong-ton-tai-xyz';

/** What each top-bar entry is called on screen, in order. */
const navLabels = nav.main.map((item) => item.label);
const dropdowns = nav.main.filter(isDropdown);
const sectionLinks = nav.main.flatMap((item) => ('href' in item && item.href.startsWith('#') ? [item] : []));
const contactEntry = nav.main.find((item) => 'contact' in item);

/** Pages sent from route to route: a fresh context for each visit cost a second of the browser's time. */
const tabs = sharedPagesForThisFile();

async function withPage(path: string, test: (opened: OpenedPage) => Promise<void>): Promise<void> {
  const opened = await tabs.open(path, DESKTOP);
  try {
    await test(opened);
  } finally {
    await opened.close();
  }
}

function dropdownLabel(index: number): string {
  const dropdown = dropdowns[index];
  if (!dropdown) throw new Error(`nav.yaml has fewer than ${index + 1} dropdowns`);
  return dropdown.label;
}

// Each case opens a page of its own, so they load side by side; five at once share the machine, so
// each is given twice the time it would have alone.
describe.concurrent('the desktop top bar', { timeout: 60_000 }, () => {
  it('shows the entries of nav.yaml in order', ({ expect }) => withPage('/', async ({ page }) => {
    const entries = desktopNav(page).locator(':scope > ul > li');
    expect((await entries.allInnerTexts()).map((text) => text.trim())).toEqual(navLabels);
    for (const entry of await entries.all()) expect(await entry.isVisible()).toBe(true);
  }));

  it.for(dropdowns.map((dropdown) => [dropdown.label, dropdown] as const))('shows the links of "%s" on hover', ([label, dropdown], { expect }) => withPage('/', async ({ page }) => {
    const links = (await dropdownPanel(page, label)).locator('a');
    expect(await links.first().isVisible()).toBe(false);

    await dropdownToggle(page, label).hover();
    await expect.poll(() => links.first().isVisible()).toBe(true);
    expect(await links.allInnerTexts()).toEqual(dropdown.items.map((item) => item.label));
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(dropdown.items.map((item) => item.href));
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);

    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 10);
    await expect.poll(() => links.first().isVisible()).toBe(false);
  }));

  it('opens a dropdown on click, and Escape closes it and returns focus to its toggle', ({ expect }) => withPage('/', async ({ page }) => {
    const label = dropdownLabel(0);
    const toggle = dropdownToggle(page, label);
    const links = (await dropdownPanel(page, label)).locator('a');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => links.first().isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // Hidden even though the pointer still rests on the toggle.
    await expect.poll(() => links.first().isVisible()).toBe(false);
    expect(await hasFocus(toggle)).toBe(true);
  }));

  it('opening one dropdown closes the other', ({ expect }) => withPage('/', async ({ page }) => {
    const first = dropdownToggle(page, dropdownLabel(0));
    const second = dropdownToggle(page, dropdownLabel(1));
    const firstLinks = (await dropdownPanel(page, dropdownLabel(0))).locator('a');
    await first.click();
    await second.click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => firstLinks.first().isVisible()).toBe(false);
  }));

  it('lets Tab reach every entry and the search button, in order', ({ expect }) => withPage('/', async ({ page }) => {
    const reached: string[] = [];
    const search = page.getByRole('button', { name: labels.search, exact: true });
    for (let presses = 0; presses < 40 && !(await hasFocus(search)); presses++) {
      await page.keyboard.press('Tab');
      // The focused entry's text if it is in the top bar's menu: one round trip a press.
      const entry = await page.evaluate(() => {
        const focused = document.activeElement;
        return focused?.matches('header nav:not([data-mobile-menu] *) *') ? focused.textContent?.trim() ?? '' : null;
      });
      if (entry !== null) reached.push(entry);
    }
    expect(reached).toEqual(navLabels);
    expect(await hasFocus(search)).toBe(true);
  }));

  it('opens a dropdown from the keyboard and Tab moves into its links', ({ expect }) => withPage('/', async ({ page }) => {
    const label = dropdownLabel(1);
    const toggle = dropdownToggle(page, label);
    const links = (await dropdownPanel(page, label)).locator('a');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await hasFocus(links.first())).toBe(true);
    expect(await links.first().isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await hasFocus(toggle)).toBe(true);
  }));

  it('links the contact entry to the group chat in a new tab, without opener or referrer', ({ expect }) => withPage('/', async ({ page }) => {
    if (!contactEntry || !('contact' in contactEntry)) throw new Error('nav.yaml has no contact entry');
    const contact = contacts[contactEntry.contact];
    const link = desktopNav(page).getByRole('link', { name: contactEntry.label, exact: true });
    expect(await link.getAttribute('href')).toBe(contact?.href);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }));

  it.each(['/', UNKNOWN_PATH])('opens no new tab without noopener and noreferrer on %s', (path) => withPage(path, async ({ page }) => {
    const rels = await page.locator('a[target="_blank"]').evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href'), rel: a.getAttribute('rel') ?? '' })));
    expect(rels.length).toBeGreaterThan(0);
    const unsafe = rels.filter(({ rel }) => !(rel.split(/\s+/).includes('noopener') && rel.split(/\s+/).includes('noreferrer')));
    expect(unsafe).toEqual([]);
  }));
});

describe('section links', () => {
  // The first two time the scroll frame by frame, so they run alone; the rest side by side.
  it('scroll the home page smoothly to the section after a short delay', ({ expect }) => withPage('/', async ({ page }) => {
    const action = home.frontmatter.hero.actions.find((item) => item.href?.startsWith('#'));
    if (!action?.href) throw new Error('the hero has no #section action');
    const link = page.locator('#home').getByRole('link', { name: action.label });
    expect(await link.getAttribute('href')).toBe(action.href);

    await expectSmoothScrollAfterDelay(page, link, action.href);
    expect(new URL(page.url()).hash).toBe(action.href);
  }));

  it('take the visitor back up from the nav', ({ expect }) => withPage('/', async ({ page }) => {
    const [entry] = sectionLinks;
    if (!entry) throw new Error('nav.yaml has no #section entry');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    await expectSmoothScrollAfterDelay(page, desktopNav(page).getByRole('link', { name: entry.label, exact: true }), entry.href);
  }));

  it.concurrent('scroll to the top when no section has that id', ({ expect }) => withPage('/', async ({ page }) => {
    // No page links to a missing section, so the test adds one, pinned in view.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '#khong-co-muc-nay', textContent: 'missing section' });
      link.style.cssText = 'position:fixed;left:16px;top:200px;z-index:100;background:white';
      document.body.append(link);
      window.scrollTo(0, 1500);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await page.getByRole('link', { name: 'missing section' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }));

  it.concurrent('point to the home page from any other page', ({ expect }) => withPage(UNKNOWN_PATH, async ({ page }) => {
    expect(sectionLinks.length).toBeGreaterThan(0);
    for (const entry of sectionLinks) {
      expect(await desktopNav(page).getByRole('link', { name: entry.label, exact: true }).getAttribute('href')).toBe(`/${entry.href}`);
    }
    const [first] = sectionLinks;
    if (!first) return;
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/' && url.hash === first.href),
      desktopNav(page).getByRole('link', { name: first.label, exact: true }).click(),
    ]);
    await expect.poll(async () => isJustBelowHeader(await positionOf(page, first.href))).toBe(true);
  }));

  it.concurrent('land on the section when the address carries its hash', ({ expect }) => withPage('/#faq', async ({ page }) => {
    await expect.poll(async () => {
      const position = await positionOf(page, '#faq');
      return position.scrollY > 0 && isJustBelowHeader(position);
    }).toBe(true);
  }));
});
