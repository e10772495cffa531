/**
 * Register buttons on a bootcamp page: a modal with the course's external form, loaded only
 * when opened; it opens and closes (Escape, its close control, the backdrop) from the first tap,
 * before its behaviour module arrives, keeps Tab inside and gives focus back to the button. Beside the
 * form it offers the form in a new tab and the page's chat, and says so when the form has not loaded
 * in time. Without JavaScript the button is a link to the form in a new tab.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_STALLED_AFTER_MS } from '../components/parts/openRegisterDialog.ts';
import { launchBrowser, MOBILE, openPage, type OpenedPage } from '../scripts/testing/browser/browser.ts';
import { listContentPages, readSiteData } from '../scripts/testing/content.ts';
import { hasFocus } from '../scripts/testing/browser/shell.ts';

const ROUTE = '/bootcamp-chatgpt-signal-bot';
const { courses, labels, contacts } = readSiteData();
const frontmatter = listContentPages().find((page) => page.route === ROUTE)?.frontmatter;
const courseId = frontmatter && 'offering' in frontmatter ? frontmatter.offering : undefined;
const course = courseId ? courses[courseId] : undefined;
const form = course?.registerForm;
/** The chat the page's hero offers, which its register dialog offers too beside the form. */
const heroContact = frontmatter && 'hero' in frontmatter ? frontmatter.hero?.actions.find((action) => action.contact !== undefined)?.contact : undefined;
const chat = heroContact ? contacts[heroContact] : undefined;
/** The register button's label, from the hero or any group of actions on the page. */
const registerLabel = frontmatter && 'actions' in frontmatter
  ? [...(frontmatter.hero?.actions ?? []), ...Object.values(frontmatter.actions ?? {}).flat()].find((action) => action.register === courseId)?.label
  : undefined;

let browser: Browser;

beforeAll(async () => {
  if (!form || !registerLabel) throw new Error(`${ROUTE} has no register button for a course with a form`);
  if (!chat) throw new Error(`${ROUTE} offers no chat contact in its hero`);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Serves a stand-in for the external form, so the test needs no network. */
function stubForm(page: Page): void {
  void page.route(`${new URL(form ?? '').origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>form</title><label>Họ tên <input name="name"></label>' }));
}

async function withPage(test: (opened: OpenedPage) => Promise<void>, javaScriptEnabled = true): Promise<void> {
  const opened = await openPage(browser, ROUTE, { javaScriptEnabled, beforeNavigation: stubForm });
  try {
    await test(opened);
  } finally {
    await opened.close();
  }
}

const button = (page: Page) => page.getByRole('link', { name: registerLabel ?? '', exact: true }).first();
const dialog = (page: Page) => page.locator('dialog[open]');
const newTabLink = (page: Page) => dialog(page).getByRole('link', { name: labels.registerDialog.newTab });
const chatLink = (page: Page) => dialog(page).getByRole('link', { name: chat?.label ?? '' });
const frameSources = (page: Page) => page.locator('dialog iframe').evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src')));

/** Opens the page with registerDialog.behavior.ts's chunk held back until `release()`. */
async function openWithBehaviourHeld() {
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  let requested = false;
  const opened = await openPage(browser, ROUTE, {
    beforeNavigation: (page) => {
      stubForm(page);
      void page.route(/registerDialog[^/]*\.js$/, async (route) => {
        requested = true;
        await held;
        await route.continue();
      });
    },
  });
  return { opened, release, wasRequested: () => requested };
}

// Each case opens a page of its own, so they load side by side; five at once share the machine, so
// each is given twice the time it would have alone.
describe.concurrent('the register dialog', { timeout: 60_000 }, () => {
  it('loads no form until it is opened, then shows the form in a modal', ({ expect }) => withPage(async ({ page, consoleErrors }) => {
    // No frame at all until then: even an empty one costs the page a document of its own on load.
    expect(await frameSources(page)).toEqual([]);
    expect(await dialog(page).count()).toBe(0);

    await button(page).click();
    await expect.poll(() => dialog(page).count()).toBe(1);
    await expect.poll(() => dialog(page).locator('iframe').getAttribute('src')).toBe(form);
    expect(await dialog(page).getByText(course?.title ?? '', { exact: true }).isVisible()).toBe(true);
    const box = await dialog(page).locator('[data-dialog-panel]').boundingBox();
    const viewport = page.viewportSize();
    // Its panel: max-w-4xl (56rem) and 80vh.
    expect(box?.width).toBeLessThanOrEqual(56 * 16 + 1);
    expect(Math.round(box?.height ?? 0)).toBe(Math.round((viewport?.height ?? 0) * 0.8));
    // Beside the form, the other ways to register, whether or not it shows.
    expect(await newTabLink(page).isVisible()).toBe(true);
    expect(await chatLink(page).isVisible()).toBe(true);
    expect(await dialog(page).getByText(labels.registerDialog.stalledTitle).isVisible()).toBe(false);
    expect(page.url()).toContain(ROUTE);
    expect(consoleErrors).toEqual([]);
  }));

  it('opens on the first tap while its behaviour module is still loading', async ({ expect }) => {
    // Holds registerDialog.behavior.ts's chunk until the dialog has been checked.
    const { opened, release, wasRequested } = await openWithBehaviourHeld();
    try {
      const { page, consoleErrors } = opened;
      await button(page).click();
      expect(await dialog(page).count()).toBe(1);
      await expect.poll(() => dialog(page).locator('iframe').getAttribute('src')).toBe(form);
      expect(await hasFocus(dialog(page).getByRole('button', { name: labels.close }))).toBe(true);
      expect(page.url()).toContain(ROUTE);
      await expect.poll(wasRequested).toBe(true);
      release();
      await expect.poll(() => page.locator('[data-behavior="registerDialog"][data-enhanced]').count()).toBeGreaterThan(0);
      expect(await dialog(page).count()).toBe(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      release();
      await opened.close();
    }
  });

  it('closes from its close control, Escape and the backdrop while its behaviour module is still held, and stays closed once it arrives', async ({ expect }) => {
    const { opened, release, wasRequested } = await openWithBehaviourHeld();
    try {
      const { page, consoleErrors } = opened;
      const closeControl = () => dialog(page).getByRole('button', { name: labels.close });
      const closings: [string, () => Promise<void>][] = [
        ['close control', () => closeControl().click()],
        ['Escape', () => page.keyboard.press('Escape')],
        ['backdrop', () => page.mouse.click(5, 5)],
      ];
      for (const [how, close] of closings) {
        await button(page).click();
        expect(await dialog(page).count(), `open before closing with the ${how}`).toBe(1);
        expect(await hasFocus(closeControl())).toBe(true);
        await close();
        expect(await dialog(page).count(), `closed with the ${how}`).toBe(0);
        // Given back in the closing task itself (renderer/shell/showDialogAtOnce.ts), not a frame later.
        expect(await hasFocus(button(page)), `focus back on the button after the ${how}`).toBe(true);
      }
      expect(wasRequested()).toBe(true);
      expect(await page.locator('[data-behavior="registerDialog"][data-enhanced]').count()).toBe(0);

      release();
      await expect.poll(() => page.locator('[data-behavior="registerDialog"][data-enhanced]').count()).toBeGreaterThan(0);
      expect(await dialog(page).count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      release();
      await opened.close();
    }
  });

  it('closes on Escape and gives focus back to the button', ({ expect }) => withPage(async ({ page }) => {
    await button(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(1);
    expect(await hasFocus(dialog(page).getByRole('button', { name: labels.close }))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => hasFocus(button(page))).toBe(true);
  }));

  it('closes from its close control', ({ expect }) => withPage(async ({ page }) => {
    await button(page).click();
    await dialog(page).getByRole('button', { name: labels.close }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => hasFocus(button(page))).toBe(true);
  }));

  it('closes when the backdrop is clicked, not when the form is', ({ expect }) => withPage(async ({ page }) => {
    await button(page).click();
    await expect.poll(() => dialog(page).count()).toBe(1);
    const box = await dialog(page).locator('[data-dialog-panel]').boundingBox();
    if (!box) throw new Error('the dialog has no panel');
    await page.mouse.click(box.x + box.width / 2, box.y + 20);
    expect(await dialog(page).count()).toBe(1);
    await page.mouse.click(5, 5);
    await expect.poll(() => dialog(page).count()).toBe(0);
  }));

  it('keeps Tab and Shift+Tab inside while open', ({ expect }) => withPage(async ({ page }) => {
    await button(page).click();
    // Modal from the frame after the tap (renderer/shell/showDialogAtOnce.ts): focus is kept inside from then on.
    await expect.poll(() => page.evaluate(() => !!document.querySelector('dialog[open]')?.matches(':modal'))).toBe(true);
    const insideDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press('Tab');
      expect(await insideDialog()).toBe(true);
    }
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press('Shift+Tab');
      expect(await insideDialog()).toBe(true);
    }
  }));

  it('is a link to the form in a new tab without JavaScript', ({ expect }) => withPage(async ({ page }) => {
    const link = button(page);
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe(form);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    // The dialog's other ways to register are in its HTML already, not made by a script.
    const elsewhere = page.locator('[data-behavior="registerDialog"] dialog').first().locator('[data-register-elsewhere] a');
    expect(await elsewhere.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])))
      .toEqual([[labels.registerDialog.newTab, form, '_blank'], [chat?.label, chat?.href, '_blank']]);
  }, false));

  it('says in Vietnamese when the form has not loaded in time, and points to it in a new tab and to the chat', async ({ expect }) => {
    // The form's host never answers; the page's clock is Playwright's, moved on past the wait.
    const opened = await openPage(browser, ROUTE, {
      width: MOBILE.width, height: MOBILE.height,
      beforeNavigation: async (page) => {
        await page.clock.install();
        void page.route(`${new URL(form ?? '').origin}/**`, () => {});
      },
    });
    try {
      const { page, consoleErrors } = opened;
      await button(page).click();
      await expect.poll(() => dialog(page).locator('iframe').count()).toBe(1);
      expect(await dialog(page).getByText(labels.registerDialog.stalledTitle).isVisible()).toBe(false);
      await page.clock.fastForward(FORM_STALLED_AFTER_MS);
      await expect.poll(() => dialog(page).getByRole('alert').isVisible()).toBe(true);
      expect(await dialog(page).getByRole('alert').innerText()).toContain(labels.registerDialog.stalledTitle);
      expect(await dialog(page).locator('iframe').isVisible()).toBe(false);
      // Both ways are on screen and reached by Tab from the close control, the hidden form passed over.
      for (const link of [newTabLink(page), chatLink(page)]) {
        expect(await link.isVisible()).toBe(true);
        const box = await link.boundingBox();
        expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(MOBILE.height);
      }
      expect(await hasFocus(dialog(page).getByRole('button', { name: labels.close }))).toBe(true);
      await page.keyboard.press('Tab');
      expect(await hasFocus(newTabLink(page))).toBe(true);
      await page.keyboard.press('Tab');
      expect(await hasFocus(chatLink(page))).toBe(true);
      expect(await newTabLink(page).getAttribute('href')).toBe(form);
      expect(await chatLink(page).getAttribute('href')).toBe(chat?.href);
      expect(consoleErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
