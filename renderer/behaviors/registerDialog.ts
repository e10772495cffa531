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

  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (!frame.src) frame.src = frame.dataset.src ?? '';
    dialog.showModal();
  });
  dialog.addEventListener('close', () => link.focus());
  dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
  // The dialog's own box has no padding: a click whose target is the dialog itself is on the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Sentinels at both ends send focus back around, so Tab never leaves the open dialog.
  const focusables = () => [...dialog.querySelectorAll<HTMLElement>('button, iframe')];
  dialog.querySelector('[data-focus-start]')?.addEventListener('focus', () => focusables().at(-1)?.focus());
  dialog.querySelector('[data-focus-end]')?.addEventListener('focus', () => focusables()[0]?.focus());
}
