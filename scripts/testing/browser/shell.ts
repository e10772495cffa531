/**
 * Where the site shell's controls are in a page (components/shell/), found the way a
 * visitor or a screen reader knows them: by label and role, scoped to the top bar.
 */
import type { Locator, Page } from 'playwright-core';
import type { Labels, NavItem } from '../../../content/schema.ts';

/** A top-bar entry that opens a panel of links. */
export type NavDropdown = Extract<NavItem, { items: unknown }>;

export function isDropdown(item: NavItem): item is NavDropdown {
  return 'items' in item;
}

/** The wide-screen menu in the top bar (not the one inside the mobile menu). */
export function desktopNav(page: Page): Locator {
  return page.locator('header nav:not([data-mobile-menu] *)');
}

/** The toggle button of a desktop dropdown. */
export function dropdownToggle(page: Page, label: string): Locator {
  return desktopNav(page).getByRole('button', { name: label, exact: true });
}

/** The panel a desktop dropdown toggle controls, found through its aria-controls. */
export async function dropdownPanel(page: Page, label: string): Promise<Locator> {
  const id = await dropdownToggle(page, label).getAttribute('aria-controls');
  if (!id) throw new Error(`the "${label}" toggle has no aria-controls`);
  return page.locator(`[id="${id}"]`);
}

/** The narrow-screen menu (a <details>). */
export function mobileMenu(page: Page): Locator {
  return page.locator('header details[data-mobile-menu]');
}

/** The button that opens the mobile menu: its <summary>, labelled for screen readers. */
export function hamburger(page: Page, labels: Labels): Locator {
  return mobileMenu(page).locator(`:scope > summary[aria-label="${labels.openMenu}"]`);
}

/** One expandable section of the mobile menu (a nested <details>). */
export function mobileSection(page: Page, label: string): { section: Locator; toggle: Locator; links: Locator } {
  const section = mobileMenu(page).locator('details').filter({ has: page.locator(':scope > summary', { hasText: label }) });
  return { section, toggle: section.locator(':scope > summary'), links: section.locator('a') };
}

/** Whether `locator` (a single element) has keyboard focus. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab until `target` has focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await hasFocus(target)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} within ${limit} presses`);
}
