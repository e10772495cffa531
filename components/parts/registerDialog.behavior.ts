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
  // The dialog's two stops are the close control and the form: from the control, either direction
  // goes to the form; leaving the form (whose keys this page cannot see) lands on a sentinel that
  // hands focus back to the control.
  close.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    // The frame is made a frame after opening (openRegisterDialog.ts); a Tab pressed sooner makes it here.
    formFrameIn(slot).focus();
  });
  for (const sentinel of dialog.querySelectorAll<HTMLElement>('[data-focus-start], [data-focus-end]')) {
    sentinel.addEventListener('focus', () => close.focus());
  }
}
