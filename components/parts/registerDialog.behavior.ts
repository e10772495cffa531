import { isPlainClick, openRegisterDialog } from './openRegisterDialog.ts';

/**
 * Register button: instead of following its link to the form in a new tab, opens the modal
 * beside it and loads the form's iframe then, not before. Escape, the close control and a click
 * on the backdrop close it; Tab stays inside; focus returns to the button on close.
 */
export function enhance(root: HTMLElement): void {
  const link = root.querySelector<HTMLAnchorElement>('a[data-register]');
  const dialog = root.querySelector('dialog');
  const frame = dialog?.querySelector<HTMLIFrameElement>('iframe[data-src]');
  if (!link || !dialog || !frame) return;

  const close = dialog.querySelector<HTMLButtonElement>('[data-close]');
  // The shell opens it on the first tap already (renderer/shell/registerDialog.ts); opening twice is harmless.
  link.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openRegisterDialog(link);
  });
  dialog.addEventListener('close', () => link.focus());
  close?.addEventListener('click', () => dialog.close());
  // The dialog's own box has no padding: a click whose target is the dialog itself is on the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Tab never leaves the open dialog. Its two stops are the close control and the form: from the
  // control, either direction goes to the form; leaving the form (whose keys this page cannot see)
  // lands on a sentinel that hands focus back to the control.
  close?.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    frame.focus();
  });
  for (const sentinel of dialog.querySelectorAll<HTMLElement>('[data-focus-start], [data-focus-end]')) {
    sentinel.addEventListener('focus', () => close?.focus());
  }
}
