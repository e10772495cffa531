import { afterNextPaint } from './afterNextPaint.ts';

/**
 * Opens a dialog in the tap's own frame, then makes it modal once that frame is painted.
 * showModal() makes the rest of the page inert, and so restyles every element of it: on a phone
 * most of a frame (40–60 ms on the home page at Lighthouse's 4× CPU slowdown, against under 15 ms
 * for show()). So the dialog is first shown as a plain dialog, with focus in it and the page dimmed
 * (a dialog that fills the screen dims it with its own background while it is not modal, as
 * components/shell/SearchDialog.tsx does), and becomes modal right after.
 * Escape closes it in that first frame too, and however it closes, focus goes back to `returnTo`
 * (by default what had it before) in the same task.
 */
export function showDialogAtOnce(dialog: HTMLDialogElement, focus: HTMLElement | null, returnTo: Element | null = document.activeElement): void {
  if (!dialog.open) {
    watchUntilClosed(dialog, returnTo);
    dialog.show();
    afterNextPaint(() => makeModal(dialog));
  }
  focus?.focus();
}

/**
 * Until the dialog closes: Escape closes it before it is modal too (natively Escape closes only a
 * modal dialog, and a busy phone may take a while to paint the frame before), and once it closes,
 * focus goes back. A modal dialog gives focus back itself, to what had it when it became modal, but
 * that was inside the dialog by then. Closing is watched on the `open` attribute, not the `close`
 * event: that one waits for the next frame, and some browsers fire one for the step to modal.
 */
function watchUntilClosed(dialog: HTMLDialogElement, returnTo: Element | null): void {
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || dialog.matches(':modal')) return;
    event.preventDefault();
    dialog.close();
  };
  dialog.addEventListener('keydown', closeOnEscape);
  const closing = new MutationObserver(() => {
    // Taken away and put back in one task by the step to modal: still open.
    if (dialog.open) return;
    closing.disconnect();
    dialog.removeEventListener('keydown', closeOnEscape);
    // Unless focus has gone somewhere else on purpose: it is still in the closed dialog, or nowhere.
    const active = document.activeElement;
    const lost = !active || active === document.body || dialog.contains(active);
    // Without scrolling: a smooth scroll the dialog opened over (the landing nav's, to the
    // registration section) may still be on its way, and a scroll to the button would cut it short.
    if (lost && returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus({ preventScroll: true });
  });
  closing.observe(dialog, { attributeFilter: ['open'] });
}

function makeModal(dialog: HTMLDialogElement): void {
  // Closed meanwhile, or modal already: nothing to do.
  if (!dialog.open || dialog.matches(':modal')) return;
  const focused = document.activeElement;
  dialog.removeAttribute('open');
  dialog.showModal();
  if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus();
}
