/**
 * Opens the register dialog beside a register link: shows it (a modal from the frame after), puts focus on the close
 * control and, the first time, makes its form's frame. Shared by the always-loaded shell (so the first tap
 * answers at once, renderer/shell/registerDialog.ts) and registerDialog.behavior.ts; safe to call twice.
 */
import { showDialogAtOnce } from '../../renderer/shell/showDialogAtOnce.ts';

export function openRegisterDialog(link: HTMLAnchorElement): boolean {
  const dialog = link.parentElement?.querySelector('dialog');
  const slot = dialog?.querySelector<HTMLElement>('[data-form-frame]');
  if (!dialog || !slot) return false;
  // Shown in the tap's own frame, modal from the next (showModal restyles the whole page). Focus
  // starts on the close control, not inside the form: keys typed in a cross-origin frame (Escape
  // included) never reach this page. On closing, focus goes back to the link, even where a tap
  // does not focus a link (Safari).
  showDialogAtOnce(dialog, dialog.querySelector<HTMLButtonElement>('[data-close]'), link);
  // The form's frame is made once the open dialog is on screen: starting a navigation in it
  // takes the main thread for a while, which would hold back the dialog's first paint.
  requestAnimationFrame(() => setTimeout(() => formFrameIn(slot)));
  return true;
}

/**
 * The form's frame in its slot (`data-form-frame`, the form's address in `data-embed`), made and
 * loaded the first time it is asked for, the same frame after that, so what was typed in it stays.
 */
export function formFrameIn(slot: HTMLElement): HTMLIFrameElement {
  const made = slot.querySelector('iframe');
  if (made) return made;
  // Named as its dialog is, for the course it registers for.
  const title = slot.closest('dialog')?.getAttribute('aria-label') ?? '';
  const frame = Object.assign(document.createElement('iframe'), { title, className: 'relative size-full bg-transparent' });
  frame.src = slot.dataset.embed ?? '';
  slot.append(frame);
  return frame;
}

/** A plain left click: modified clicks keep the link's own meaning (new tab, new window). */
export function isPlainClick(event: MouseEvent): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0);
}
