/**
 * Opens the register dialog beside a register link: shows it (a modal from the frame after), puts focus on the close
 * control and, the first time, makes its form's frame. Shared by the always-loaded shell (so the first tap
 * answers at once, renderer/shell/registerDialog.ts) and registerDialog.behavior.ts; safe to call twice.
 */
import { afterNextPaint } from '../../renderer/shell/afterNextPaint.ts';
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
  afterNextPaint(() => formFrameIn(slot));
  return true;
}

/**
 * How long the form may take to load before its dialog says it has not and points to the other ways
 * to register under it (RegisterElsewhere.tsx): a hosted form shows in 1–3 s on a slow phone, and a
 * visitor looking at a grey box gives up not much later.
 */
export const FORM_STALLED_AFTER_MS = 6000;

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
  const dialog = slot.closest('dialog');
  if (dialog) watchFormLoad(frame, dialog);
  slot.append(frame);
  return frame;
}

/**
 * Marks the dialog `data-form-stalled` if its form has not loaded in FORM_STALLED_AFTER_MS: it then
 * shows a message instead of a blank frame. A form that loads after all takes its place again
 * (`data-form-loaded`). (A
 * frame whose host answers with an error still loads, with the browser's error page: the other
 * ways to register stay under it for that.)
 */
function watchFormLoad(frame: HTMLIFrameElement, dialog: HTMLDialogElement): void {
  const stalled = setTimeout(() => {
    // The frame is hidden from now on: a keyboard visitor who had tabbed into it would be left with
    // focus nowhere, outside the dialog. The link that opens the form in a new tab takes it.
    const focusInFrame = frame.contains(document.activeElement) || document.activeElement === frame;
    dialog.toggleAttribute('data-form-stalled', true);
    if (focusInFrame) dialog.querySelector<HTMLElement>('[data-register-elsewhere] a')?.focus();
  }, FORM_STALLED_AFTER_MS);
  frame.addEventListener('load', () => {
    clearTimeout(stalled);
    dialog.removeAttribute('data-form-stalled');
    // The loading line goes too: a form page without a background of its own would show it through.
    dialog.toggleAttribute('data-form-loaded', true);
  }, { once: true });
}

/** A plain left click: modified clicks keep the link's own meaning (new tab, new window). */
export function isPlainClick(event: MouseEvent): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0);
}
