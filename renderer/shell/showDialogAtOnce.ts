/**
 * Opens a dialog in the tap's own frame, then makes it modal once that frame is painted.
 * showModal() makes the rest of the page inert, and so restyles every element of it: on a phone
 * most of a frame (40–60 ms on the home page at Lighthouse's 4× CPU slowdown, against under 15 ms
 * for show()). So the dialog is first shown as a plain dialog, with focus in it and the page dimmed
 * (a dialog that fills the screen dims it with its own background while it is not modal, as
 * components/shell/SearchDialog.tsx does), and becomes modal right after, before a visitor's next
 * key. Taking `open` away to do so closes the dialog for a moment; a `close` event some browsers
 * fire for that comes when it is open again, and is ignored here.
 */
export function showDialogAtOnce(dialog: HTMLDialogElement, focus: HTMLElement | null): void {
  if (!dialog.open) {
    // A modal dialog gives focus back on closing to what had it before; this one was focused
    // inside the dialog by then, so the dialog gives it back itself.
    const before = document.activeElement;
    const giveFocusBack = () => {
      // The step to modal may fire `close` too (later, as events are): by then the dialog is open again.
      if (dialog.open) return;
      dialog.removeEventListener('close', giveFocusBack);
      // Unless focus has gone somewhere else on purpose: it is still in the closed dialog, or nowhere.
      const lost = !document.activeElement || document.activeElement === document.body || dialog.contains(document.activeElement);
      if (lost && before instanceof HTMLElement && before.isConnected) before.focus();
    };
    dialog.addEventListener('close', giveFocusBack);
    dialog.show();
    requestAnimationFrame(() => setTimeout(() => makeModal(dialog)));
  }
  focus?.focus();
}

function makeModal(dialog: HTMLDialogElement): void {
  // Closed meanwhile, or modal already: nothing to do.
  if (!dialog.open || dialog.matches(':modal')) return;
  const focused = document.activeElement;
  dialog.removeAttribute('open');
  dialog.showModal();
  if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus();
}
