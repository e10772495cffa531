/**
 * Register button: keeps Tab inside its open dialog. Opening (on the first tap), closing from the
 * close control, Escape or the backdrop, and focus back on the button are the shell's, ready before
 * this module loads (renderer/shell/registerDialog.ts, renderer/shell/dismissDialogs.ts).
 */
import { formFrameIn } from './openRegisterDialog.ts';

export function enhance(root: HTMLElement): void {
  const dialog = root.querySelector('dialog');
  const slot = dialog?.querySelector<HTMLElement>('[data-form-frame]');
  const close = dialog?.querySelector<HTMLButtonElement>('[data-close]');
  if (!dialog || !slot || !close) return;
  // The dialog's stops, in order: the close control, the form, then the form in a new tab and the
  // chat contact (RegisterElsewhere.tsx). Tab from the control goes to the form, even before its
  // frame is made; past either end, a sentinel hands focus round to the other end.
  close.addEventListener('keydown', (event) => {
    // Shift+Tab leaves by the start sentinel; a form that has stalled is hidden, and Tab skips it.
    if (event.key !== 'Tab' || event.shiftKey || dialog.hasAttribute('data-form-stalled')) return;
    event.preventDefault();
    // The frame is made a frame after opening (openRegisterDialog.ts); a Tab pressed sooner makes it here.
    formFrameIn(slot).focus();
  });
  const last = () => [...dialog.querySelectorAll<HTMLElement>('[data-register-elsewhere] a')].at(-1) ?? close;
  dialog.querySelector<HTMLElement>('[data-focus-start]')?.addEventListener('focus', () => last().focus());
  dialog.querySelector<HTMLElement>('[data-focus-end]')?.addEventListener('focus', () => close.focus());
}
