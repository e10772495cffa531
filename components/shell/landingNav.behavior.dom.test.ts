import { createElement, Fragment } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSiteData } from '../../scripts/testing/content.ts';
import { enhanceRegisterDialogs } from '../../renderer/shell/registerDialog.ts';
import { RegisterButton } from '../parts/RegisterButton.tsx';
import { clickFollowsLink } from '../../scripts/testing/dom/clickFollowsLink.ts';
import { behaviorRoot, ignoreUnloadedFrames, mountMarkup } from '../../scripts/testing/dom/mountMarkup.ts';
import { LandingNav } from './LandingNav.tsx';
import { enhance } from './landingNav.behavior.ts';

const data = readSiteData();
const { nav, labels } = data;
const FORM = 'https://docs.google.com/forms/d/e/EXAMPLE/viewform?embedded=true';

/** A landing page: its nav, and (unless left out) the registration section its register buttons go to. */
function openPage({ withSection = true } = {}): HTMLElement {
  const section = createElement('section', { id: 'register' }, createElement(RegisterButton, { form: FORM, title: 'Webinar MT5', label: nav.landing.register, labels }));
  mountMarkup(createElement(Fragment, null, createElement(LandingNav, { data, route: null }), withSection ? section : null));
  const root = behaviorRoot('landingNav');
  enhance(root);
  return root;
}

let scrolled: { id: string; options: unknown }[];

// Register buttons open their dialog from the page's shell script, which every page runs.
beforeAll(() => enhanceRegisterDialogs());

beforeEach(() => {
  ignoreUnloadedFrames();
  history.replaceState(null, '', '/webinar-mt5-landing');
  scrolled = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
    scrolled.push({ id: this.id, options });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const menu = (root: HTMLElement) => root.querySelector<HTMLDetailsElement>('[data-landing-menu]')!;
const hamburger = (root: HTMLElement) => menu(root).querySelector<HTMLElement>(`summary[aria-label="${labels.openMenu}"]`)!;
const menuRegister = (root: HTMLElement) => menu(root).querySelector<HTMLAnchorElement>('a[data-landing-register]')!;
const registerDialog = () => document.querySelector('#register dialog');

describe('the landing nav', () => {
  it('opens and closes its menu from the hamburger, saying so with aria-expanded', () => {
    const root = openPage();
    expect(hamburger(root).getAttribute('aria-expanded')).toBe('false');
    hamburger(root).click();
    expect(menu(root).open).toBe(true);
    expect(hamburger(root).getAttribute('aria-expanded')).toBe('true');
    hamburger(root).click();
    expect(menu(root).open).toBe(false);
    expect(hamburger(root).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes its open menu on Escape and gives focus back to the hamburger', () => {
    const root = openPage();
    hamburger(root).click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu(root).open).toBe(false);
    expect(hamburger(root).getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(hamburger(root));
  });

  it('on register, opens the registration section’s form at once, then closes the menu and scrolls smoothly to that section', async () => {
    const root = openPage();
    hamburger(root).click();
    expect(clickFollowsLink(menuRegister(root))).toBe(false);

    expect(registerDialog()?.hasAttribute('open')).toBe(true);
    expect(location.hash).toBe('#register');
    // Under the dialog, once its frame is painted.
    await vi.waitFor(() => expect(menu(root).open).toBe(false));
    expect(hamburger(root).getAttribute('aria-expanded')).toBe('false');
    expect(scrolled).toEqual([{ id: 'register', options: { behavior: 'smooth', block: 'start' } }]);
    // The form starts loading once the open dialog has been painted (openRegisterDialog.ts).
    await vi.waitFor(() => expect(registerDialog()?.querySelector('iframe')?.getAttribute('src')).toBe(FORM));
  });

  it('does the same from the wide-screen register button', async () => {
    const root = openPage();
    const wide = root.querySelector<HTMLAnchorElement>('nav:not([data-landing-menu] *) a[data-landing-register]')!;
    expect(clickFollowsLink(wide)).toBe(false);
    expect(registerDialog()?.hasAttribute('open')).toBe(true);
    await vi.waitFor(() => expect(scrolled.map((entry) => entry.id)).toEqual(['register']));
  });

  it('leaves its register link an ordinary link on a page without the registration section', () => {
    const root = openPage({ withSection: false });
    expect(menuRegister(root).getAttribute('href')).toBe('#register');
    expect(clickFollowsLink(menuRegister(root))).toBe(true);
    expect(scrolled).toEqual([]);
  });
});
