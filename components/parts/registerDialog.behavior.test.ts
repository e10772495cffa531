// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSiteData } from '../../scripts/testing/content.ts';
import { behaviorRoot, ignoreUnloadedFrames, mountMarkup } from '../../scripts/testing/dom/mountMarkup.ts';
import { RegisterButton } from './RegisterButton.tsx';
import { enhance } from './registerDialog.behavior.ts';

const { labels } = readSiteData();
const FORM = 'https://docs.google.com/forms/d/e/EXAMPLE/viewform?embedded=true';

let dialog: HTMLDialogElement;

beforeEach(() => {
  ignoreUnloadedFrames();
  mountMarkup(createElement(RegisterButton, { form: FORM, title: 'Bootcamp ChatGPT Signal Bot', label: 'Đăng ký ngay', labels }));
  const root = behaviorRoot('registerDialog');
  enhance(root);
  dialog = root.querySelector('dialog')!;
  // Opening is the shell's (renderer/shell/registerDialog.ts); the behaviour only adds to an open dialog.
  dialog.showModal();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const closeControl = () => dialog.querySelector<HTMLButtonElement>(`button[aria-label="${labels.close}"]`)!;
const frame = () => dialog.querySelector('iframe')!;

describe('the register dialog behaviour', () => {
  it('sends Tab from the close control to the form, in either direction', () => {
    for (const shiftKey of [false, true]) {
      closeControl().focus();
      const tab = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
      closeControl().dispatchEvent(tab);
      expect(tab.defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(frame());
    }
  });

  it('hands focus that leaves the form, forwards or back, to the close control', () => {
    for (const sentinel of ['[data-focus-end]', '[data-focus-start]']) {
      closeControl().dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
      expect(document.activeElement).toBe(frame());
      dialog.querySelector<HTMLElement>(sentinel)!.focus();
      expect(document.activeElement).toBe(closeControl());
    }
  });
});
