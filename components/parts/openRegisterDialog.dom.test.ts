import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSiteData } from '../../scripts/testing/content.ts';
import { ignoreUnloadedFrames, mountMarkup } from '../../scripts/testing/dom/mountMarkup.ts';
import { FORM_STALLED_AFTER_MS, formFrameIn } from './openRegisterDialog.ts';
import { RegisterButton } from './RegisterButton.tsx';

const { labels } = readSiteData();
const FORM = 'https://forms.example.com/bootcamp';

let dialog: HTMLDialogElement;
let slot: HTMLElement;

beforeEach(() => {
  ignoreUnloadedFrames();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  mountMarkup(createElement(RegisterButton, { form: FORM, title: 'Bootcamp', label: 'Đăng ký', labels }));
  dialog = document.querySelector('dialog')!;
  slot = dialog.querySelector<HTMLElement>('[data-form-frame]')!;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What a visitor sees in place of the form: shown once the dialog is marked stalled (RegisterButton.tsx). */
const stalled = () => dialog.hasAttribute('data-form-stalled');

describe('the register form’s frame', () => {
  it(`says the form has not loaded once ${FORM_STALLED_AFTER_MS / 1000} s have passed without it`, () => {
    formFrameIn(slot);
    vi.advanceTimersByTime(FORM_STALLED_AFTER_MS - 1);
    expect(stalled()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(stalled()).toBe(true);
  });

  it('hands focus to the link that opens the form in a new tab when the frame that had it is hidden', () => {
    const frame = formFrameIn(slot);
    frame.tabIndex = 0;
    frame.focus();
    expect(document.activeElement).toBe(frame);
    vi.advanceTimersByTime(FORM_STALLED_AFTER_MS);
    expect(document.activeElement?.matches('[data-register-elsewhere] a')).toBe(true);
    expect(document.activeElement?.textContent).toBe(labels.registerDialog.newTab);
  });

  it('leaves focus where it is when it was not in the frame', () => {
    formFrameIn(slot);
    const close = dialog.querySelector<HTMLElement>('button')!;
    close.focus();
    vi.advanceTimersByTime(FORM_STALLED_AFTER_MS);
    expect(document.activeElement).toBe(close);
  });

  it('never says so for a form that loads in time', () => {
    formFrameIn(slot).dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(FORM_STALLED_AFTER_MS * 2);
    expect(stalled()).toBe(false);
    expect(dialog.hasAttribute('data-form-loaded')).toBe(true);
  });

  it('shows a form that loads late after all', () => {
    const frame = formFrameIn(slot);
    vi.advanceTimersByTime(FORM_STALLED_AFTER_MS);
    expect(stalled()).toBe(true);
    frame.dispatchEvent(new Event('load'));
    expect(stalled()).toBe(false);
  });

  it('watches a frame once: asking for it again neither reloads it nor restarts the wait', () => {
    const frame = formFrameIn(slot);
    vi.advanceTimersByTime(FORM_STALLED_AFTER_MS / 2);
    expect(formFrameIn(slot)).toBe(frame);
    vi.advanceTimersByTime(FORM_STALLED_AFTER_MS / 2);
    expect(stalled()).toBe(true);
  });
});
