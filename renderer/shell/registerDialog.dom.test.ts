import { createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSiteData } from '../../scripts/testing/content.ts';
import { RegisterButton } from '../../components/parts/RegisterButton.tsx';
import { clickFollowsLink } from '../../scripts/testing/dom/clickFollowsLink.ts';
import { behaviorRoot, ignoreUnloadedFrames, mountMarkup } from '../../scripts/testing/dom/mountMarkup.ts';
import { enhanceDialogDismissal } from './dismissDialogs.ts';
import { enhanceRegisterDialogs } from './registerDialog.ts';

const { labels } = readSiteData();
const FORM = 'https://docs.google.com/forms/d/e/EXAMPLE/viewform?embedded=true';
const TITLE = 'Bootcamp ChatGPT Signal Bot';

let root: HTMLElement;

// The shell's listeners are delegated from the document, as in the page: once for every test's markup.
beforeAll(() => {
  enhanceRegisterDialogs();
  enhanceDialogDismissal();
});

// No registerDialog.behavior.ts here: all of this works before it has loaded.
beforeEach(() => {
  ignoreUnloadedFrames();
  mountMarkup(createElement(RegisterButton, { form: FORM, title: TITLE, label: 'Đăng ký ngay', labels }));
  root = behaviorRoot('registerDialog');
});

afterEach(() => {
  vi.restoreAllMocks();
});

const button = () => root.querySelector<HTMLAnchorElement>('a[data-register]')!;
const dialog = () => root.querySelector('dialog')!;
const frame = () => dialog().querySelector('iframe');
const closeControl = () => dialog().querySelector<HTMLButtonElement>(`button[aria-label="${labels.close}"]`)!;
const open = () => clickFollowsLink(button());

/** Runs what the closing task left for its end (microtasks), not waiting for a frame or a timer. */
const afterThisTask = () => Promise.resolve();

/** What a browser does on Escape in a modal dialog (happy-dom does not): `cancel`, then close unless cancelled. */
function pressEscape(): void {
  if (dialog().dispatchEvent(new Event('cancel', { cancelable: true }))) dialog().close();
}

describe('the register button, from the shell alone', () => {
  it('loads no form until pressed', () => {
    // Not even an empty frame: that would cost the page a document of its own on load.
    expect(frame()).toBeNull();
    expect(dialog().open).toBe(false);
    expect(button().getAttribute('href')).toBe(FORM);
  });

  it('opens the form in a dialog named for the course, staying on the page', async () => {
    expect(open()).toBe(false);
    expect(dialog().open).toBe(true);
    expect(dialog().getAttribute('aria-label')).toBe(TITLE);
    // The form starts loading once the open dialog has been painted.
    expect(frame()).toBeNull();
    await vi.waitFor(() => expect(frame()?.getAttribute('src')).toBe(FORM));
    expect(frame()?.title).toBe(TITLE);
  });

  it('puts focus on the close control, where Escape still reaches the page', () => {
    open();
    expect(document.activeElement).toBe(closeControl());
  });

  it.each([['ctrlKey'], ['metaKey'], ['shiftKey']] as const)('leaves a click with %s to open the form in a new tab', (key) => {
    expect(clickFollowsLink(button(), { [key]: true })).toBe(true);
    expect(dialog().open).toBe(false);
  });

  it('closes from its close control and gives focus back to the button', async () => {
    open();
    closeControl().click();
    expect(dialog().open).toBe(false);
    await afterThisTask();
    expect(document.activeElement).toBe(button());
  });

  it('gives focus back to the button when Escape closes it', async () => {
    open();
    pressEscape();
    expect(dialog().open).toBe(false);
    await afterThisTask();
    expect(document.activeElement).toBe(button());
  });

  it('closes on a click on the backdrop, not on one inside', () => {
    open();
    dialog().querySelector('p')!.click();
    expect(dialog().open).toBe(true);
    dialog().click();
    expect(dialog().open).toBe(false);
  });

  it('opens the same form again without reloading it, so what was typed stays', async () => {
    open();
    await vi.waitFor(() => expect(frame()).not.toBeNull());
    const first = frame();
    closeControl().click();
    // Setting an iframe's src, even to the same address, reloads it; so does a new frame.
    const loads = new MutationObserver(() => {});
    loads.observe(dialog(), { attributeFilter: ['src'], childList: true, subtree: true });
    open();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    expect(dialog().open).toBe(true);
    expect(frame()).toBe(first);
    expect(loads.takeRecords()).toEqual([]);
    loads.disconnect();
  });
});
