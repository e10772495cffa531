/**
 * Opens the register dialog beside a register link: shows it as a modal, puts focus on the close
 * control and, the first time, loads its form. Shared by the always-loaded shell (so the first tap
 * answers at once, renderer/shell/registerDialog.ts) and registerDialog.behavior.ts; safe to call twice.
 */
export function openRegisterDialog(link: HTMLAnchorElement): boolean {
  const dialog = link.parentElement?.querySelector('dialog');
  const frame = dialog?.querySelector<HTMLIFrameElement>('iframe[data-src]');
  if (!dialog || !frame) return false;
  if (!dialog.open) dialog.showModal();
  // Start on the close control, not inside the form: keys typed in a cross-origin frame
  // (Escape included) never reach this page.
  dialog.querySelector<HTMLButtonElement>('[data-close]')?.focus();
  // The form's frame starts loading once the open dialog is on screen: starting a navigation
  // in it takes the main thread for a while, which would hold back the dialog's first paint.
  requestAnimationFrame(() => setTimeout(() => {
    if (!frame.src) frame.src = frame.dataset.src ?? '';
  }));
  return true;
}

/** A plain left click: modified clicks keep the link's own meaning (new tab, new window). */
export function isPlainClick(event: MouseEvent): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0);
}
