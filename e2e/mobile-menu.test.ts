/**
 * The menu on a phone: the hamburger opens it, its sections expand one at a time,
 * and Escape or following a link closes it. Labels come from content/data/.
 */
import { describe, expect, it } from 'vitest';
import { MOBILE, type OpenedPage } from '../scripts/testing/browser/browser.ts';
import { sharedPagesForThisFile } from '../scripts/testing/browser/sharedPages.ts';
import { readSiteData } from '../scripts/testing/content.ts';
import { hamburger, hasFocus, isDropdown, mobileMenu, mobileSection } from '../scripts/testing/browser/shell.ts';

const { nav, labels } = readSiteData();
const [firstDropdown, secondDropdown] = nav.main.filter(isDropdown);
const sectionLink = nav.main.find((item) => 'href' in item && item.href.startsWith('#'));

/** Pages sent from route to route: a fresh context for each visit cost a second of the browser's time. */
const tabs = sharedPagesForThisFile();

async function withPage(test: (opened: OpenedPage) => Promise<void>, options: { javaScriptEnabled?: boolean } = {}): Promise<void> {
  const opened = await tabs.open('/', { ...MOBILE, ...options });
  try {
    await test(opened);
  } finally {
    await opened.close();
  }
}

function isOpen(page: OpenedPage['page']): Promise<boolean> {
  return mobileMenu(page).evaluate((details) => details instanceof HTMLDetailsElement && details.open);
}

/** A link of the menu's own list, visible only while the menu is open. */
function menuLink(page: OpenedPage['page'], label: string) {
  const exactly = new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  return mobileMenu(page).locator(':scope > div a').filter({ hasText: exactly });
}

// Each case opens a page of its own, so they load side by side; five at once share the machine, so
// each is given twice the time it would have alone.
describe.concurrent('the mobile menu', { timeout: 60_000 }, () => {
  it('is a closed, labelled <summary> button in the pre-rendered page', ({ expect }) => withPage(async ({ page }) => {
    expect(await hamburger(page, labels).count()).toBe(1);
    expect(await hamburger(page, labels).isVisible()).toBe(true);
    expect(await isOpen(page)).toBe(false);
    // The desktop menu is out of the way at this width.
    expect(await page.locator('header nav:not([data-mobile-menu] *)').isVisible()).toBe(false);
  }, { javaScriptEnabled: false }));

  it('opens from the hamburger and says so with aria-expanded', ({ expect }) => withPage(async ({ page }) => {
    const button = hamburger(page, labels);
    const first = nav.main[0];
    if (!first) throw new Error('nav.yaml is empty');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await menuLink(page, first.label).isVisible()).toBe(false);

    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    expect(await menuLink(page, first.label).isVisible()).toBe(true);
    // The panel covers the screen below the top bar, so every entry can be read and reached.
    const panel = await mobileMenu(page).locator(':scope > div').boundingBox();
    expect(panel?.height).toBeGreaterThan(MOBILE.height * 0.8);
    const last = nav.main.at(-1);
    expect(await menuLink(page, last?.label ?? '').isVisible()).toBe(true);
    const lastBox = await menuLink(page, last?.label ?? '').boundingBox();
    expect(lastBox && lastBox.y + lastBox.height).toBeLessThanOrEqual(MOBILE.height);
  }));

  it('expands one section at a time, and a second click collapses it', ({ expect }) => withPage(async ({ page }) => {
    if (!firstDropdown || !secondDropdown) throw new Error('nav.yaml needs two dropdowns');
    const first = mobileSection(page, firstDropdown.label);
    const second = mobileSection(page, secondDropdown.label);
    await hamburger(page, labels).click();
    await expect.poll(() => first.toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => second.toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await first.links.first().isVisible()).toBe(false);

    await first.toggle.click();
    await expect.poll(() => first.toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await first.links.allInnerTexts()).toEqual(firstDropdown.items.map((item) => item.label));
    for (const link of await first.links.all()) expect(await link.isVisible()).toBe(true);

    await second.toggle.click();
    await expect.poll(() => second.toggle.getAttribute('aria-expanded')).toBe('true');
    for (const link of await second.links.all()) expect(await link.isVisible()).toBe(true);
    await expect.poll(() => first.toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await first.links.first().isVisible()).toBe(false);

    await second.toggle.click();
    await expect.poll(() => second.toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await second.links.first().isVisible()).toBe(false);
    expect(await first.links.first().isVisible()).toBe(false);
    expect(await isOpen(page)).toBe(true);
  }));

  it('closes on Escape and gives focus back to the hamburger', ({ expect }) => withPage(async ({ page }) => {
    const button = hamburger(page, labels);
    await button.click();
    if (firstDropdown) await mobileSection(page, firstDropdown.label).toggle.click();
    expect(await isOpen(page)).toBe(true);

    await page.keyboard.press('Escape');
    expect(await isOpen(page)).toBe(false);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await hasFocus(button)).toBe(true);
    const first = nav.main[0];
    expect(await menuLink(page, first?.label ?? '').isVisible()).toBe(false);
  }));

  it('closes when the visitor follows a link in it', ({ expect }) => withPage(async ({ page }) => {
    if (!sectionLink || !('href' in sectionLink)) throw new Error('nav.yaml has no #section entry');
    const button = hamburger(page, labels);
    await button.click();
    const link = menuLink(page, sectionLink.label);
    expect(await link.getAttribute('href')).toBe(sectionLink.href);

    await link.click();
    // A same-page section link: the page stays, only the address's hash changes.
    await expect.poll(() => new URL(page.url()).hash).toBe(sectionLink.href);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await isOpen(page)).toBe(false);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await link.isVisible()).toBe(false);
  }));
});
