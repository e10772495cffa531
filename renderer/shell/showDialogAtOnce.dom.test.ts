import { beforeEach, describe, expect, it } from 'vitest';
import { showDialogAtOnce } from './showDialogAtOnce.ts';

let opener: HTMLButtonElement;
let dialog: HTMLDialogElement;
let inside: HTMLButtonElement;

beforeEach(() => {
  document.body.innerHTML = '<button id="opener">open</button><dialog><button id="inside">close</button></dialog><a id="elsewhere" href="#x">x</a>';
  opener = document.querySelector('#opener')!;
  dialog = document.querySelector('dialog')!;
  inside = document.querySelector('#inside')!;
  opener.focus();
});

/** Runs what the closing task left for its end (microtasks), not waiting for a frame or a timer. */
const afterThisTask = () => Promise.resolve();

const pressEscape = (target: HTMLElement) => target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

describe('showDialogAtOnce', () => {
  // happy-dom knows no :modal; what the first frame looks like is e2e/register-dialog-first-frame.test.ts's.
  it('shows the dialog at once with focus inside', () => {
    showDialogAtOnce(dialog, inside);
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(inside);
  });

  it('closes on Escape before it is modal, and gives focus back to what had it', async () => {
    showDialogAtOnce(dialog, inside);
    pressEscape(inside);
    expect(dialog.open).toBe(false);
    await afterThisTask();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus to the element it is told to, whatever had it before', async () => {
    document.querySelector<HTMLAnchorElement>('#elsewhere')!.focus();
    showDialogAtOnce(dialog, inside, opener);
    dialog.close();
    await afterThisTask();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves focus where the visitor put it on purpose', async () => {
    showDialogAtOnce(dialog, inside);
    const elsewhere = document.querySelector<HTMLAnchorElement>('#elsewhere')!;
    dialog.close();
    elsewhere.focus();
    await afterThisTask();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('stays open, focus inside, through the step to modal', async () => {
    showDialogAtOnce(dialog, inside);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))));
    // The step takes `open` away and puts it back: not a closing, so focus stays.
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(inside);
  });
});
